import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import Testimonials, { loader } from '~/routes/testimonials';
import { renderRoute } from '~/test/render-route';
import { testimonials } from '~/test/mocks/content-fixtures';
import { testimonialPageSize, websiteUrl } from './testimonials.server';

const route = (path: string) => ({ path, loader, Component: Testimonials });

/** The mock's published testimonials (the seed's, newest first), and the ones the tests look at. */
const total = testimonials.length;
const pages = Math.ceil(total / testimonialPageSize);
const newest = testimonials[0] as { name: string; date: string; rating: number };
const withWebsite = (test: (website: string) => boolean) =>
  testimonials.find((row) => typeof row.website === 'string' && test(row.website)) as {
    name: string;
    website: string;
    comment: string;
    language: string;
  };
const safe = withWebsite((website) => website.startsWith('https://'));
const unsafe = withWebsite((website) => website.startsWith('javascript:'));
const frenchComment = (
  testimonials.find((row) => row.language === 'fr' && testimonials.indexOf(row) < testimonialPageSize) as {
    comment: string;
  }
).comment;
const onLastPage = testimonials[testimonialPageSize * (pages - 1)] as { name: string };

describe('testimonials page', () => {
  test('lists published testimonials newest first with date, rating and "page X of Y"', async () => {
    renderRoute('/nl/getuigenissen/', route('/nl/getuigenissen/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Getuigenissen' })).toBeTruthy();
    expect(pages).toBeGreaterThan(1);
    expect(screen.getByText(`${total} getuigenissen · pagina 1 van ${pages}`)).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('figure'));
    expect(items).toHaveLength(testimonialPageSize);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText(newest.name)).toBeTruthy();
    const date = new Intl.DateTimeFormat('nl-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(
      within(first)
        .getByText(date.format(new Date(newest.date)))
        .getAttribute('datetime'),
    ).toBe(newest.date);
    expect(within(first).getByRole('img', { name: `${newest.rating} op 5` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Oudere →' }).getAttribute('href')).toBe('/nl/getuigenissen/?page=2');
  });

  test('links a client website as user-generated content and drops unsafe ones', async () => {
    renderRoute('/en/testimonials/', route('/en/testimonials/'));
    const website = await screen.findByRole('link', { name: `Website — ${safe.name}` });
    expect(website.getAttribute('href')).toBe(new URL(safe.website).href);
    expect(website.getAttribute('rel')).toBe('nofollow ugc noopener');
    // A `javascript:` website gets no link at all.
    const scripted = screen.getByText(unsafe.name).closest('figure') as HTMLElement;
    expect(within(scripted).queryByRole('link')).toBeNull();
    // Each comment keeps the language it was written in.
    expect(screen.getByText(frenchComment).closest('blockquote')?.getAttribute('lang')).toBe('fr');
  });

  test('page 2 is its own canonical page', async () => {
    renderRoute(`/fr/temoignages/?page=${pages}`, route('/fr/temoignages/'));
    expect(await screen.findByText(`${total} témoignages · page ${pages} sur ${pages}`)).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://127.0.0.1:3000/fr/temoignages/?page=${pages}`,
    );
    expect(screen.getByText(onLastPage.name)).toBeTruthy();
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
