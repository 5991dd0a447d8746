import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, test } from 'vitest';
import { FavouriteButton, favouritesCookie } from '~/features/listings';
import Favourites, { loader } from '~/routes/favourites';
import { properties } from '~/test/mocks/strapi-fixtures.ts';
import { renderRoute } from '~/test/render-route';

type Row = Record<string, unknown>;
const documentIdOf = (reference: string) =>
  String((properties.en as Row[]).find((row) => row.reference === reference)!.documentId);
const route = { path: '/en/favourites/', loader, Component: Favourites };

afterEach(() => {
  document.cookie = `${favouritesCookie}=; Max-Age=0; Path=/`;
  localStorage.clear();
});

describe('the favourites page', () => {
  test('opened from a shared link shows that list, not the visitor own, with a button to keep it', async () => {
    document.cookie = `${favouritesCookie}=doc-VT1003; Path=/`;
    renderRoute(`/en/favourites/?ids=${documentIdOf('VT1001')}.${documentIdOf('VT1002')}`, route);
    expect(await screen.findByText('A shortlist of 2 properties was shared with you.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      (properties.en as Row[]).find((row) => row.reference === 'VT1002')!.title,
      (properties.en as Row[]).find((row) => row.reference === 'VT1001')!.title,
    ]);
    expect(screen.getByRole('button', { name: 'Add these to my favourites' })).toBeTruthy();
  });
});

describe('the heart', () => {
  test('with JavaScript toggles the listing in the cookie and local storage, without leaving the page', async () => {
    render(
      <IntlProvider locale="en" defaultLocale="en">
        <FavouriteButton documentId="doc-VT1001" title="Townhouse" language="en" />
      </IntlProvider>,
    );
    const heart = screen.getByRole('button', { name: 'Save Townhouse to my favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.closest('form')!.getAttribute('action')).toBe('/en/favourites/');
    await waitFor(() => expect(heart.closest('form')!.dataset.live).toBe('true'));
    fireEvent.click(heart);
    const saved = await screen.findByRole('button', { name: 'Townhouse is in my favourites (remove it)' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(document.cookie).toContain(`${favouritesCookie}=doc-VT1001`);
    expect(localStorage.getItem('vitrine.favourites')).toBe('doc-VT1001');
    fireEvent.click(saved);
    await screen.findByRole('button', { name: 'Save Townhouse to my favourites' });
    expect(localStorage.getItem('vitrine.favourites')).toBe('');
  });
});
