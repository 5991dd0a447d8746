import { render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, test } from 'vitest';
import { siteUnavailableTexts } from '~/features/errors/site-unavailable';
import { ErrorBoundary } from './root';

/** A root whose loader fails (Strapi down before the messages could load) over any page. */
function renderBrokenRoot(url: string) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => {
        throw new Response('Strapi unavailable', { status: 503 });
      },
      Component: Outlet,
      ErrorBoundary: ErrorBoundary as never,
      children: [{ path: '*', Component: () => null }],
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

describe('the error page of a failed root loader', () => {
  test.each([
    ['/fr/contact/', 'Le site est temporairement indisponible. Veuillez réessayer dans quelques instants.'],
    ['/de/kontakt/', 'Die Website ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut.'],
    ['/en/for-sale/', 'The site is temporarily unavailable. Please try again in a moment.'],
    ['/consent/?lng=fr', 'Le site est temporairement indisponible. Veuillez réessayer dans quelques instants.'],
    ['/contact/', 'De site is tijdelijk onbeschikbaar. Probeer het over enkele ogenblikken opnieuw.'],
  ])('%s speaks the language of the path', async (url, text) => {
    renderBrokenRoot(url);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  test('has a title and a text in every language', () => {
    for (const { title, text } of Object.values(siteUnavailableTexts)) {
      expect(title.length).toBeGreaterThan(10);
      expect(text.length).toBeGreaterThan(30);
    }
  });
});
