import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { isMapMessage, type MapMessage } from '~/features/map/map-message';
import ListingList, { loader } from '~/routes/listing-list';
import { properties } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

const listRoute = (path: string) => ({ path, loader, Component: ListingList });

describe('for-sale and for-rent lists', () => {
  test('render the results with their total and "page X of Y"', async () => {
    renderRoute('/nl/te-koop/', listRoute('/nl/te-koop/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panden te koop' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('12 panden · Pagina 1 van 1');
    const card = screen.getByRole('link', { name: 'Gerenoveerde herenwoning met zuidtuin' });
    expect(card.getAttribute('href')).toBe('/nl/te-koop/gent/huis-VT1001/');
    const article = card.closest('article') as HTMLElement;
    expect(within(article).getByText('€ 545.000')).toBeTruthy();
    expect(within(article).getByText('4 slaapkamers')).toBeTruthy();
    expect(within(article).getByText('Nieuw')).toBeTruthy();
    // Sold listings are not listed.
    expect(screen.queryByText('Rijwoning vlak bij de Korenmarkt')).toBeNull();
  });

  test('show "starting from" for price unit 7 and "price on request" for unpublished prices', async () => {
    renderRoute('/en/for-sale/', listRoute('/en/for-sale/'));
    const plots = await screen.findByRole('link', { name: 'Building plots in a quiet cul-de-sac' });
    expect((plots.closest('article') as HTMLElement).textContent).toContain('starting from € 189.000');
    const office = screen.getByRole('link', { name: 'Office building with parking' });
    expect((office.closest('article') as HTMLElement).textContent).toContain('Price on request');
  });

  test('filter through the query string', async () => {
    renderRoute('/fr/a-louer/?place=Gand', listRoute('/fr/a-louer/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Biens à louer' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 bien · Page 1 sur 1');
    expect(screen.getByRole('link', { name: 'Appartement meublé avec balcon' })).toBeTruthy();
    expect((screen.getByLabelText('Commune ou code postal') as HTMLInputElement).value).toBe('Gand');
  });

  test('say so when nothing matches', async () => {
    renderRoute('/nl/te-koop/?place=Nergensdorp', listRoute('/nl/te-koop/'));
    expect(await screen.findByText('Er werden geen resultaten gevonden voor uw zoekopdracht.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Geen panden');
    expect(screen.getByRole('link', { name: 'Alle filters wissen' }).getAttribute('href')).toBe('/nl/te-koop/');
  });

  test('page through many results', async () => {
    const nodes = properties.de.filter((node) => node.goal === 0).slice(0, 12);
    strapiServer.use(
      strapi.query('ListingSearch', ({ variables }) => {
        const { page, pageSize } = variables.pagination as { page: number; pageSize: number };
        return HttpResponse.json({
          data: { properties_connection: { nodes, pageInfo: { total: 40, page, pageSize, pageCount: 4 } } },
        });
      }),
    );
    renderRoute('/de/zu-verkaufen/?page=2', listRoute('/de/zu-verkaufen/'));
    expect(await screen.findByText(/Seite 2 von 4/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('40 Immobilien · Seite 2 von 4');
    const pages = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(pages).getByRole('link', { name: 'Zurück' }).getAttribute('href')).toBe('/de/zu-verkaufen/');
    expect(within(pages).getByRole('link', { name: 'Weiter' }).getAttribute('href')).toBe('/de/zu-verkaufen/?page=3');
    expect(within(pages).getByRole('link', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
  });

  test('switch between list and map in the query string, the map fed with every located result', async () => {
    renderRoute('/nl/te-koop/?place=Gent&view=map', listRoute('/nl/te-koop/'));
    const views = await screen.findByRole('navigation', { name: 'Resultaten tonen als' });
    expect(within(views).getByRole('link', { name: 'Kaart' }).getAttribute('aria-current')).toBe('page');
    expect(within(views).getByRole('link', { name: 'Lijst' }).getAttribute('href')).toBe('/nl/te-koop/?place=Gent');
    expect(screen.getByText('2 panden op de kaart')).toBeTruthy();
    const frame = (await screen.findByTitle('Kaart van de zoekresultaten')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/nl/map-frame/');
    // The list stays under the map: it is the answer without JavaScript, and for screen readers.
    expect(screen.getByRole('link', { name: 'Gerenoveerde herenwoning met zuidtuin' })).toBeTruthy();
    // A new search from the map keeps the map.
    const form = screen.getByRole('form', { name: 'Panden zoeken' });
    expect((form.querySelector('input[name="view"]') as HTMLInputElement).value).toBe('map');
  });

  test('send the map frame the spec message 50 ms after it loads', async () => {
    renderRoute('/en/for-sale/?view=map', listRoute('/en/for-sale/'));
    expect(await screen.findByText('12 properties on the map')).toBeTruthy();
    const frame = (await screen.findByTitle('Map of the search results')) as HTMLIFrameElement;
    const postMessage = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage } });
    vi.useFakeTimers();
    try {
      frame.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(49);
      expect(postMessage).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    expect(postMessage).toHaveBeenCalledTimes(1);
    const [message, origin] = postMessage.mock.calls[0] as [MapMessage, string];
    expect(origin).toBe(window.location.origin);
    expect(isMapMessage(message)).toBe(true);
    expect(message.mapType).toBe('results');
    expect(message.messageInfo.priceOnRequest).toBe('Price on request');
    const plots = message.properties.find((property) => property.reference === 'VT1004');
    expect(plots).toMatchObject({ path: '/en/for-sale/leuven/building-land-VT1004/', price: { startingFrom: true } });
    expect(message.properties.map((property) => property.reference)).not.toContain('VT1013'); // sold
  });
});
