import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import Testimonials, { loader } from '~/routes/testimonials';
import { renderRoute } from '~/test/render-route';
import { websiteUrl } from './testimonials.server';

const route = (path: string) => ({ path, loader, Component: Testimonials });

describe('testimonials page', () => {
  test('lists published testimonials newest first with date, rating and "page X of Y"', async () => {
    renderRoute('/nl/getuigenissen/', route('/nl/getuigenissen/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Getuigenissen' })).toBeTruthy();
    expect(screen.getByText('13 getuigenissen · pagina 1 van 2')).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('figure'));
    expect(items).toHaveLength(12);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('Lotte en Bram')).toBeTruthy();
    expect(within(first).getByText('12 oktober 2026').getAttribute('datetime')).toBe('2026-10-12');
    expect(within(first).getByRole('img', { name: '5 op 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Oudere →' }).getAttribute('href')).toBe('/nl/getuigenissen/?page=2');
  });

  test('links a client website as user-generated content and drops unsafe ones', async () => {
    renderRoute('/en/testimonials/', route('/en/testimonials/'));
    const website = await screen.findByRole('link', { name: 'Website — Isabelle Renard' });
    expect(website.getAttribute('href')).toBe('https://www.atelier-renard.be/');
    expect(website.getAttribute('rel')).toBe('nofollow ugc noopener');
    // Nathalie Claes' website is `javascript:alert(1)`: no link at all.
    const nathalie = screen.getByText('Nathalie Claes').closest('figure') as HTMLElement;
    expect(within(nathalie).queryByRole('link')).toBeNull();
    // Each comment keeps the language it was written in.
    expect(
      screen
        .getByText(/Locataires sérieux/)
        .closest('blockquote')
        ?.getAttribute('lang'),
    ).toBe('fr');
  });

  test('page 2 is its own canonical page', async () => {
    renderRoute('/fr/temoignages/?page=2', route('/fr/temoignages/'));
    expect(await screen.findByText('13 témoignages · page 2 sur 2')).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://127.0.0.1:3000/fr/temoignages/?page=2',
    );
    expect(screen.getByText('Peter Wouters')).toBeTruthy();
  });
});

test.each([
  ['www.atelier-renard.be', 'https://www.atelier-renard.be/'],
  ['http://example.be/path', 'http://example.be/path'],
  ['javascript:alert(1)', null],
  ['data:text/html,x', null],
  ['not a url', null],
  ['', null],
])('websiteUrl(%j) → %j', (input, expected) => {
  expect(websiteUrl(input)).toBe(expected);
});
