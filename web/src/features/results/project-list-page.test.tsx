import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { MapMessage } from '~/features/map';
import { graphqlClient } from '~/graphql/apollo.server';
import ProjectList, { loader } from '~/routes/project-list';
import { renderRoute, testContext } from '~/test/render-route';
import { parseProjectSearch } from '~/features/projects';
import { searchProjects } from '~/features/projects/index.server';

const listRoute = (path: string) => ({ path, loader, Component: ProjectList });

/** The project titles of the cards, in order. */
const cardTitles = () =>
  [...document.querySelectorAll('.listing-grid .listing-card__link')].map((link) => link.textContent);

describe('projects list', () => {
  test('has the lists’ search page: total, "page X of Y", filters and sort', async () => {
    renderRoute('/en/new-builds/', listRoute('/en/new-builds/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'New-build projects' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 projects · Page 1 of 1');
    expect(cardTitles()).toEqual(['Flagey Corner', 'Les Jardins de la Meuse', 'Residence Parkzicht']);
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
    ['region=wallonia', '1 project', ['Les Jardins de la Meuse']],
    ['place=Ghent', '1 project', ['Residence Parkzicht']],
    ['place=1050', '1 project', ['Flagey Corner']],
    // A project meets a price range with its own span, from its lowest to its highest unit price.
    ['minPrice=400000', '1 project', ['Residence Parkzicht']],
    ['maxPrice=250000', '1 project', ['Les Jardins de la Meuse']],
    ['minPrice=235000&maxPrice=240000', '1 project', ['Les Jardins de la Meuse']],
    // Sorted on a price or a date, projects without one come last.
    ['sort=price-asc', '3 projects', ['Les Jardins de la Meuse', 'Residence Parkzicht', 'Flagey Corner']],
    ['sort=price-desc', '3 projects', ['Residence Parkzicht', 'Les Jardins de la Meuse', 'Flagey Corner']],
    ['sort=delivery', '3 projects', ['Flagey Corner', 'Residence Parkzicht', 'Les Jardins de la Meuse']],
  ])('%s → %s', async (query, count, titles) => {
    renderRoute(`/en/new-builds/?${query}`, listRoute('/en/new-builds/'));
    await screen.findByRole('heading', { level: 1, name: 'New-build projects' });
    expect(screen.getByRole('status').textContent).toBe(`${count} · Page 1 of 1`);
    expect(cardTitles()).toEqual(titles);
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
    expect(screen.getByRole('status').textContent).toBe('3 projets · Page 1 sur 1');
  });

  test('shows its projects on the map, with the spec message and the agent’s map settings', async () => {
    renderRoute('/en/new-builds/?view=map', listRoute('/en/new-builds/'));
    const views = await screen.findByRole('navigation', { name: 'Show the results as' });
    expect(within(views).getByRole('link', { name: 'List' }).getAttribute('href')).toBe('/en/new-builds/');
    expect(await screen.findByText('3 projects on the map')).toBeTruthy();
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
    expect(message.properties.map((property) => [property.title, property.path, property.marqueeName])).toEqual([
      ['Flagey Corner', '/en/new-builds/flagey-corner/', 'Sold out'],
      ['Les Jardins de la Meuse', '/en/new-builds/les-jardins-de-la-meuse/', 'Coming soon'],
      ['Residence Parkzicht', '/en/new-builds/residence-parkzicht/', null],
    ]);
    expect(message.properties[2]?.price).toEqual({ text: '€ 265.000', startingFrom: true, unitText: null });
    expect(message.marqueeIgnoreList).toEqual(['sold', 'rented']);
    expect(message.customMarker?.iconSize).toEqual([32, 40]);
  });
});

describe('searchProjects', () => {
  test.each([
    ['price-asc', [['Les Jardins de la Meuse', 'Residence Parkzicht'], ['Flagey Corner']]],
    ['price-desc', [['Residence Parkzicht', 'Les Jardins de la Meuse'], ['Flagey Corner']]],
    ['delivery', [['Flagey Corner', 'Residence Parkzicht'], ['Les Jardins de la Meuse']]],
    ['newest', [['Flagey Corner', 'Les Jardins de la Meuse'], ['Residence Parkzicht']]],
  ] as const)('pages through %s with the projects that lack the value last', async (sort, pages) => {
    const client = graphqlClient(testContext());
    for (const [index, titles] of pages.entries()) {
      const search = { ...parseProjectSearch(new URLSearchParams()), sort, page: index + 1 };
      const results = await searchProjects(client, 'en', search, 2);
      expect(results.projects.map((project) => project.title)).toEqual(titles);
      expect(results).toMatchObject({ page: index + 1, pageCount: 2, total: 3 });
    }
  });
});
