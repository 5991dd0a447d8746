import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import NotFound, { loader as notFoundLoader } from '~/routes/not-found';
import { loadPropertyPage } from '~/features/property/index.server';
import { renderRoute, testContext } from '~/test/render-route';
import { listingPath } from '~/test/mocks/strapi-fixtures.ts';

describe('404 page', () => {
  test('answers 404 with the spec text, a search form and a link home, in the language of the path', async () => {
    const request = new Request('http://site.test/fr/cette-page-nexiste-pas/');
    expect(await notFoundLoader({ request, context: testContext() } as never)).toMatchObject({ init: { status: 404 } });
    renderRoute('/fr/cette-page-nexiste-pas/', { path: '*', loader: notFoundLoader, Component: NotFound });
    expect(await screen.findByText('La page que vous recherchez n’existe plus.')).toBeTruthy();
    const search = screen.getByRole('form', { name: 'Rechercher un bien' });
    expect(search.getAttribute('method')).toBe('get');
    expect(search.getAttribute('action')).toBe('/fr/a-vendre/');
    expect(screen.getByRole('link', { name: 'Retour à la page d’accueil' }).getAttribute('href')).toBe('/fr/');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'La page que vous recherchez n’existe plus.',
    );
  });
});

describe('property availability', () => {
  const load = (path: string) => loadPropertyPage({ url: new URL(`http://site.test${path}`), context: testContext() });

  test('a sold listing answers 410 with the spec message and similar listings', async () => {
    const result = await load(listingPath('VT1013', 'en'));
    expect(result.init?.status).toBe(410);
    expect(result.data.kind).toBe('gone');
    if (result.data.kind !== 'gone') return;
    expect(result.data.gone.reason).toBe('sold');
    expect(result.data.gone.similar.length).toBeGreaterThan(0);
  });

  test('a rented listing answers 410', async () => {
    const result = await load(listingPath('VT2006', 'nl'));
    expect(result.init?.status).toBe(410);
    expect(result.data.kind === 'gone' && result.data.gone.reason).toBe('rented');
  });

  test('an unknown reference answers 404 (only a sold or rented listing is 410) with the spec message and similar listings', async () => {
    const result = await load('/nl/te-koop/gent/huis-XX999/');
    expect(result.init?.status).toBe(404);
    expect(result.data.kind === 'gone' && result.data.gone.reason).toBe('not-found');
  });

  test('German falls back to English content and a stale slug redirects to the current path', async () => {
    const result = await load(listingPath('VT1003', 'de'));
    expect(result.data.kind === 'property' && result.data.detail.contentLanguage).toBe('en');
    await expect(load('/nl/te-koop/oud/huis-VT1001/')).rejects.toMatchObject({ status: 301 });
  });
});
