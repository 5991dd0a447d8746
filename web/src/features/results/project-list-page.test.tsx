import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { MapMessage } from '~/features/map';
import { graphqlClient } from '~/graphql/apollo.server';
import ProjectList, { loader } from '~/routes/project-list';
import { renderRoute, testContext } from '~/test/render-route';
import { parseProjectSearch } from '~/features/projects';
import { searchProjects } from '~/features/projects/index.server';
import { projects } from '~/test/mocks/strapi-fixtures.ts';

const listRoute = (path: string) => ({ path, loader, Component: ProjectList });

type Project = (typeof projects.en)[number];
/** The demo seed's projects in English, newest first (the order Strapi published them in, reversed). */
const newest = [...projects.en].reverse();
const titles = (rows: Project[]) => rows.map((project) => String(project.title));
const counted = (rows: Project[]) => `${rows.length} ${rows.length === 1 ? 'project' : 'projects'}`;
const price = (project: Project) => project.priceFrom as number | null;
/** Sorted on a value, the projects without it after the others, in their own (newest) order. */
function valuedFirst(value: (project: Project) => number | string | null, direction: 1 | -1): Project[] {
  const valued = newest.filter((project) => value(project) !== null);
  valued.sort((a, b) => (value(a)! < value(b)! ? -direction : value(a)! > value(b)! ? direction : 0));
  return [...valued, ...newest.filter((project) => value(project) === null)];
}
/** A project meets a price range with its own span, from its lowest to its highest unit price. */
const within_ = (min: number | null, max: number | null) =>
  newest.filter(
    (project) =>
      price(project) !== null &&
      (min === null || (project.priceTo as number) >= min) &&
      (max === null || (project.priceFrom as number) <= max),
  );
/** Belgian euro amounts, as the spec writes them: "€ 265.000". */
const euro = (amount: number) => `€ ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
const first = (rows: Project[], what: string) => {
  if (!rows[0]) throw new Error(`The demo seed has no project ${what}`);
  return rows[0];
};
const inWallonia = newest.filter((project) => project.region === 'wallonia');
const aCity = first(newest, 'at all');
const cheapest = first(valuedFirst(price, 1), 'with a price');

/** The project titles of the cards, in order. */
const cardTitles = () =>
  [...document.querySelectorAll('.listing-grid .listing-card__link')].map((link) => link.textContent);

describe('projects list', () => {
  test('has the lists’ search page: total, "page X of Y", filters and sort', async () => {
    renderRoute('/en/new-builds/', listRoute('/en/new-builds/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'New-build projects' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${counted(newest)} · Page 1 of 1`);
    expect(cardTitles()).toEqual(titles(newest));
    const form = screen.getByRole('form', { name: 'Search new-build projects' });
    expect(form.getAttribute('method')).toBe('get');
    expect([...form.querySelectorAll('input[name], select[name]')].map((field) => field.getAttribute('name'))).toEqual([
      'place',
      'region',
      'minPrice',
      'maxPrice',
      'sort',
    ]);
    expect(within(form).getByRole('option', { name: 'Delivery, soonest first' })).toBeTruthy();
  });

  test.each([
    ['region=wallonia', inWallonia],
    [`place=${String(aCity.city)}`, newest.filter((project) => project.city === aCity.city)],
    [`place=${String(aCity.zip)}`, newest.filter((project) => project.zip === aCity.zip)],
    // A project meets a price range with its own span, from its lowest to its highest unit price.
    [`minPrice=${String(cheapest.priceTo)}`, within_(cheapest.priceTo as number, null)],
    [`maxPrice=${String(cheapest.priceFrom)}`, within_(null, cheapest.priceFrom as number)],
    [
      `minPrice=${(cheapest.priceFrom as number) + 1000}&maxPrice=${(cheapest.priceFrom as number) + 2000}`,
      within_((cheapest.priceFrom as number) + 1000, (cheapest.priceFrom as number) + 2000),
    ],
    // Sorted on a price or a date, projects without one come last.
    ['sort=price-asc', valuedFirst(price, 1)],
    ['sort=price-desc', valuedFirst(price, -1)],
    ['sort=delivery', valuedFirst((project) => project.deliveryDate as string | null, 1)],
  ] as const)('%s', async (query, expected) => {
    expect(expected.length).toBeGreaterThan(0);
    renderRoute(`/en/new-builds/?${query}`, listRoute('/en/new-builds/'));
    await screen.findByRole('heading', { level: 1, name: 'New-build projects' });
    expect(screen.getByRole('status').textContent).toBe(`${counted(expected)} · Page 1 of 1`);
    expect(cardTitles()).toEqual(titles(expected));
  });

  test('says "No results were found for your search" and offers to clear the filters', async () => {
    renderRoute('/nl/nieuwbouw/?place=Nergensdorp', listRoute('/nl/nieuwbouw/'));
    expect(await screen.findByText('Er werden geen resultaten gevonden voor uw zoekopdracht.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Geen projecten');
    expect(screen.getByRole('link', { name: 'Alle filters wissen' }).getAttribute('href')).toBe('/nl/nieuwbouw/');
  });

  test('a price range the wrong way round is said, and not applied', async () => {
    renderRoute('/fr/projets-neufs/?minPrice=500000&maxPrice=300000', listRoute('/fr/projets-neufs/'));
    expect(
      await screen.findByText(
        'Le prix minimum dépasse le prix maximum : la fourchette de prix n’a donc pas été appliquée.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(`${projects.fr.length} projets · Page 1 sur 1`);
  });

  test('shows its projects on the map, with the spec message and the agent’s map settings', async () => {
    renderRoute('/en/new-builds/?view=map', listRoute('/en/new-builds/'));
    const views = await screen.findByRole('navigation', { name: 'Show the results as' });
    expect(within(views).getByRole('link', { name: 'List' }).getAttribute('href')).toBe('/en/new-builds/');
    expect(await screen.findByText(`${counted(newest)} on the map`)).toBeTruthy();
    const frame = (await screen.findByTitle('Map of the search results')) as HTMLIFrameElement;
    const postMessage = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage } });
    vi.useFakeTimers();
    try {
      frame.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(50);
    } finally {
      vi.useRealTimers();
    }
    const [message] = postMessage.mock.calls[0] as [MapMessage];
    const marquee = { sold_out: 'Sold out', upcoming: 'Coming soon', selling: null } as const;
    expect(message.properties.map((property) => [property.title, property.path, property.marqueeName])).toEqual(
      newest.map((project) => [
        project.title,
        `/en/new-builds/${String(project.slug)}/`,
        marquee[project.projectStatus as keyof typeof marquee],
      ]),
    );
    const shown = newest.indexOf(cheapest);
    expect(message.properties[shown]?.price).toEqual({
      text: euro(cheapest.priceFrom as number),
      startingFrom: true,
      unitText: null,
    });
    expect(message.marqueeIgnoreList).toEqual(['sold', 'rented']);
    expect(message.customMarker?.iconSize).toEqual([32, 40]);
  });
});

describe('searchProjects', () => {
  test.each([
    ['price-asc', valuedFirst(price, 1)],
    ['price-desc', valuedFirst(price, -1)],
    ['delivery', valuedFirst((project) => project.deliveryDate as string | null, 1)],
    ['newest', newest],
  ] as const)('pages through %s with the projects that lack the value last', async (sort, expected) => {
    const client = graphqlClient(testContext());
    const pageSize = 5;
    const pageCount = Math.ceil(expected.length / pageSize);
    expect(pageCount).toBeGreaterThan(1);
    for (let page = 1; page <= pageCount; page++) {
      const search = { ...parseProjectSearch(new URLSearchParams()), sort, page };
      const results = await searchProjects(client, 'en', search, pageSize);
      expect(results.projects.map((project) => project.title)).toEqual(
        titles(expected.slice((page - 1) * pageSize, page * pageSize)),
      );
      expect(results).toMatchObject({ page, pageCount, total: expected.length });
    }
  });
});
