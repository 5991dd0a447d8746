import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { isMapMessage, type MapMessage } from '~/features/map';
import ListingList, { loader } from '~/routes/listing-list';
import { listingPath, properties, type PropertyNode, propertyTypes } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

type TypeRow = (typeof propertyTypes.en)[number];

const listRoute = (path: string) => ({ path, loader, Component: ListingList });

describe('for-sale and for-rent lists', () => {
  test('render the results with their total and "page X of Y"', async () => {
    renderRoute('/nl/te-koop/', listRoute('/nl/te-koop/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panden te koop' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('12 panden · Pagina 1 van 1');
    const card = screen.getByRole('link', { name: 'Gerenoveerde herenwoning met zuidtuin' });
    expect(card.getAttribute('href')).toBe(listingPath('VT1001', 'nl'));
    const article = card.closest('article') as HTMLElement;
    expect(within(article).getByText('€ 545.000')).toBeTruthy();
    expect(within(article).getByText('4 slaapkamers')).toBeTruthy();
    expect(within(article).getByText('Nieuw')).toBeTruthy();
    // Sold listings are not listed.
    expect(screen.queryByText('Rijwoning vlak bij de Korenmarkt')).toBeNull();
  });

  test('count only the listings shown as cards: one saved without a type (no page) is neither', async () => {
    const typed = properties.nl.find((row) => row.reference === 'VT1001') as PropertyNode;
    const typeless = {
      ...typed,
      documentId: 'typeless-listing',
      reference: 'VT9001',
      title: 'Woning zonder type',
      propertyType: null,
    } as unknown as PropertyNode;
    properties.nl.push(typeless);
    try {
      renderRoute('/nl/te-koop/', listRoute('/nl/te-koop/'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Panden te koop' })).toBeTruthy();
      const cards = screen.getAllByRole('article');
      expect(screen.getByRole('status').textContent).toBe(`${cards.length} panden · Pagina 1 van 1`);
      expect(cards).toHaveLength(12);
      expect(screen.queryByText('Woning zonder type')).toBeNull();
    } finally {
      properties.nl.splice(properties.nl.indexOf(typeless), 1);
    }
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
        const { page, pageSize } = variables as { page: number; pageSize: number };
        const cards = nodes.map((node) => ({ ...node, photos: node.photos.slice(0, 1) }));
        return HttpResponse.json({
          data: { listingSearch: { nodes: cards, pageInfo: { total: 40, page, pageSize, pageCount: 4 } } },
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
    // The map comes with its own chunk (loaded only with the map view).
    expect(await screen.findByText('2 panden op de kaart')).toBeTruthy();
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
    expect(plots).toMatchObject({ path: listingPath('VT1004', 'en'), price: { startingFrom: true } });
    expect(message.properties.map((property) => property.reference)).not.toContain('VT1013'); // sold
    // The agent's map settings (site settings): the agency's marker, and the ribbons left out.
    expect(message.customMarker).toEqual({
      iconUrl: expect.stringMatching(/^https?:\/\/[^/]+\/uploads\/vitrine-map-marker\.svg$/),
      iconSize: [32, 40],
      iconAnchor: [16, 40],
    });
    expect(message.marqueeIgnoreList).toEqual(['sold', 'rented']);
  });

  test('send the map the site pin and every ribbon when the map settings cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    strapiServer.use(strapi.query('MapSettings', () => HttpResponse.json({ errors: [{ message: 'Unknown field' }] })));
    renderRoute('/en/for-sale/?view=map', listRoute('/en/for-sale/'));
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
    expect(message.customMarker).toBeNull();
    expect(message.marqueeIgnoreList).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Map settings unavailable'));
  });
});

describe('the property type filter', () => {
  /** The English type of a fixture listing, and of its main type. */
  const typeOf = (title: string) => {
    const { classificationId } = (properties.en.find((row) => row.title === title) as PropertyNode).propertyType;
    return propertyTypes.en.find((type) => type.classificationId === classificationId) as TypeRow;
  };
  const mainOf = (type: TypeRow) => propertyTypes.en.find((main) => main.classificationId === type.parentId) as TypeRow;
  const option = (type: TypeRow) => `${type.classificationId}:${type.name}`;
  const main = (type: TypeRow) => `${type.classificationId}:${type.name}: all types`;
  const villa = typeOf('Architect-designed villa on a wooded plot');
  const townhouse = typeOf('Renovated townhouse with south-facing garden');
  const flat = typeOf('Penthouse with panoramic terrace');
  const plot = typeOf('Building plots in a quiet cul-de-sac');
  const office = typeOf('Office building with parking');
  const [house, apartment, land] = [mainOf(villa), mainOf(flat), mainOf(plot)];

  test('offers the two-level classification tree, a main type first in its group', async () => {
    expect(mainOf(townhouse)).toBe(house);
    expect(office.parentId).toBeNull();
    renderRoute('/en/for-sale/', listRoute('/en/for-sale/'));
    const select = (await screen.findByLabelText('Property type')) as HTMLSelectElement;
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => `${option.value}:${option.textContent}`),
    ]);
    // Groups sorted by label, their subtypes too (Terraced house before Villa).
    expect(groups).toEqual([
      [apartment.name, [main(apartment), option(flat)]],
      [house.name, [main(house), option(townhouse), option(villa)]],
      [land.name, [main(land), option(plot)]],
    ]);
    // A main type without subtypes in use is a plain option, sorted by label with the groups.
    expect([...select.children].map((child) => child.getAttribute('label') ?? child.textContent)).toEqual([
      'All types',
      apartment.name,
      house.name,
      land.name,
      office.name,
    ]);
  });

  test('offers only the types with listings in this list (none can only answer "No results")', async () => {
    renderRoute('/en/for-rent/', listRoute('/en/for-rent/'));
    const select = (await screen.findByLabelText('Property type')) as HTMLSelectElement;
    // Nothing for rent is a villa or land: the house group keeps its main type and the terraced house.
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual([apartment.name, house.name]);
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'All types',
      `${apartment.name}: all types`,
      flat.name,
      `${house.name}: all types`,
      townhouse.name,
      office.name,
    ]);
  });

  test('keeps the chosen type in the select even when nothing has it', async () => {
    renderRoute(`/en/for-rent/?type=${land.classificationId}`, listRoute('/en/for-rent/'));
    expect(await screen.findByText('No results were found for your search.')).toBeTruthy();
    const select = screen.getByLabelText('Property type') as HTMLSelectElement;
    expect(select.value).toBe(String(land.classificationId));
    expect(select.selectedOptions[0]?.textContent).toBe(land.name);
  });

  test.each([
    // A main type finds its subtypes' listings too: five houses and the villa.
    {
      type: house,
      summary: '6 properties · Page 1 of 1',
      titles: ['Architect-designed villa on a wooded plot', 'Mansion on Cogels-Osylei'],
    },
    { type: villa, summary: '1 property · Page 1 of 1', titles: ['Architect-designed villa on a wooded plot'] },
    { type: apartment, summary: '4 properties · Page 1 of 1', titles: ['Penthouse with panoramic terrace'] },
  ])('type $type.name lists $summary', async ({ type: typeRow, summary, titles }) => {
    const type = String(typeRow.classificationId);
    renderRoute(`/en/for-sale/?type=${type}`, listRoute('/en/for-sale/'));
    await screen.findByRole('heading', { level: 1, name: 'Properties for sale' });
    expect(screen.getByRole('status').textContent).toBe(summary);
    for (const title of titles) expect(screen.getByRole('link', { name: title })).toBeTruthy();
    expect((screen.getByLabelText('Property type') as HTMLSelectElement).value).toBe(type);
  });
});

describe('the other demand-register criteria', () => {
  test.each([
    ['parkings=2', '1 property', 'Parking spaces', '2', 'Renovated townhouse with south-facing garden'],
    ['bathrooms=3', '1 property', 'Bathrooms', '3', 'Architect-designed villa on a wooded plot'],
    ['garages=1&bedrooms=4', '3 properties', 'Garages', '1', 'Architect-designed villa on a wooded plot'],
    ['maxBedrooms=1', '1 property', 'Maximum bedrooms', '1', 'New one-bedroom flat near the station'],
  ])('%s: %s, shown under an open "More criteria"', async (query, count, label, value, title) => {
    renderRoute(`/en/for-sale/?${query}`, listRoute('/en/for-sale/'));
    await screen.findByRole('heading', { level: 1, name: 'Properties for sale' });
    expect(screen.getByRole('status').textContent).toBe(`${count} · Page 1 of 1`);
    expect(screen.getByRole('link', { name: title })).toBeTruthy();
    const field = screen.getByLabelText(label) as HTMLSelectElement;
    expect(field.value).toBe(value);
    expect((field.closest('details') as HTMLDetailsElement).open).toBe(true);
  });

  test('sit closed under "More criteria" when none is set, in the same GET form', async () => {
    renderRoute('/en/for-sale/', listRoute('/en/for-sale/'));
    const form = await screen.findByRole('form', { name: 'Search properties' });
    const more = within(form).getByText('More criteria').closest('details') as HTMLDetailsElement;
    expect(more.open).toBe(false);
    expect([...more.querySelectorAll('select')].map((select) => select.name)).toEqual([
      'maxBedrooms',
      'bathrooms',
      'garages',
      'parkings',
    ]);
  });

  test('price fields take any whole euro amount', async () => {
    renderRoute('/en/for-rent/?minPrice=850&maxPrice=1150', listRoute('/en/for-rent/'));
    const min = (await screen.findByLabelText('Minimum price (€)')) as HTMLInputElement;
    expect(min.value).toBe('850');
    // No step of 1000 for the browser to refuse 850 or 249500 with.
    expect(min.step).toBe('1');
    expect((screen.getByLabelText('Maximum price (€)') as HTMLInputElement).step).toBe('1');
    expect(screen.getByRole('status').textContent).toBe('2 properties · Page 1 of 1');
  });

  test('a price range the wrong way round is said, and not applied', async () => {
    renderRoute('/nl/te-koop/?minPrice=500000&maxPrice=300000', listRoute('/nl/te-koop/'));
    const error = await screen.findByText(
      'De minimumprijs is hoger dan de maximumprijs, dus de prijsvork werd niet toegepast.',
    );
    const max = screen.getByLabelText('Maximumprijs (€)') as HTMLInputElement;
    expect(max.getAttribute('aria-invalid')).toBe('true');
    expect(max.getAttribute('aria-describedby')).toBe(error.id);
    expect(max.value).toBe('300000');
    expect(screen.getByRole('status').textContent).toBe('12 panden · Pagina 1 van 1');
  });

  test('a bedroom range the wrong way round opens "More criteria" and says so', async () => {
    renderRoute('/en/for-sale/?bedrooms=4&maxBedrooms=2', listRoute('/en/for-sale/'));
    const error = await screen.findByText(
      'The minimum number of bedrooms is higher than the maximum, so the bedroom range was not applied.',
    );
    const max = screen.getByLabelText('Maximum bedrooms') as HTMLSelectElement;
    expect(max.getAttribute('aria-describedby')).toBe(error.id);
    expect((max.closest('details') as HTMLDetailsElement).open).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('12 properties · Page 1 of 1');
  });
});

describe('listing cards', () => {
  test.each([
    ['Renovated townhouse with south-facing garden', 'residential'],
    ['Building plots in a quiet cul-de-sac', 'land'],
    ['Office building with parking', 'default'],
  ])('%s: the %s icon of its WebID, decorative beside the type name', async (title, icon) => {
    const typeName = (properties.en.find((row) => row.title === title) as PropertyNode).propertyType.name;
    renderRoute('/en/for-sale/', listRoute('/en/for-sale/'));
    const card = (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement;
    const type = card.querySelector('.listing-card__type') as HTMLElement;
    expect(type.textContent).toBe(typeName);
    const svg = type.querySelector('svg') as SVGElement;
    expect(svg.getAttribute('class')).toBe(`type-icon type-icon--${icon}`);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
  });
});
