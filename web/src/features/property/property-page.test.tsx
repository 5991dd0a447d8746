import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import Property, { loader } from '~/routes/property';
import { loadPropertyPage } from './property.server';
import { listingPath, properties, type PropertyNode } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute, testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { messagesOfWire } from '~/i18n/messages';

const propertyRoute = (path: string) => ({ path, loader, Component: Property });
/** The fixture listing with every attribute group, in a language. */
const complete = (locale: 'en' | 'nl' | 'fr' | 'de') =>
  properties[locale].find((row) => row.reference === 'VT1001') as PropertyNode;
const saleRoute = (language: string, list: string) => propertyRoute(`/${language}/${list}/:city/:detail`);

/** Serves one listing, changed, in every language (for cases the demo data does not have). */
function serveListing(reference: string, change: (node: Record<string, unknown>) => Record<string, unknown>) {
  const changed = (locale: 'en' | 'nl' | 'fr' | 'de') =>
    (properties[locale] as Record<string, unknown>[])
      .filter((node) => node.reference === reference)
      .map((node) => ({ ...node, ...change(node) }));
  strapiServer.use(
    strapi.query('PropertyPage', ({ variables }) =>
      HttpResponse.json({
        data: {
          properties: changed((variables.locale as 'en' | 'nl' | 'fr' | 'de') ?? 'en'),
          en: changed('en'),
          nl: changed('nl'),
          fr: changed('fr'),
          de: changed('de'),
        },
      }),
    ),
  );
}

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;
const valueOf = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('property detail page', () => {
  test("sends its messages as one set, written once, on every request, so a render's formatters are made once (issue 23)", async () => {
    const messagesOfOneRequest = async () => {
      const url = new URL(`http://site.test${listingPath('VT1001', 'nl')}`);
      const args = { request: new Request(url), url, context: testContext(), params: {} };
      const answer = (await loader(args as unknown as Parameters<typeof loader>[0])) as { data: { messages: string } };
      return answer.data.messages;
    };
    const first = await messagesOfOneRequest();
    expect(typeof first).toBe('string');
    expect(Object.keys(messagesOfWire(first)).length).toBeGreaterThan(100);
    const second = await messagesOfOneRequest();
    expect(second).toBe(first);
    expect(messagesOfWire(second)).toBe(messagesOfWire(first));
  });

  test('shows every attribute group of a complete listing, with translated labels and values', async () => {
    renderRoute(listingPath('VT1001', 'nl'), saleRoute('nl', 'te-koop'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gerenoveerde herenwoning met zuidtuin' }),
    ).toBeTruthy();
    // The blocks only some listings have arrive with their own chunk.
    await waitFor(() => expect(headings()).toHaveLength(21));
    expect(headings()).toEqual([
      'Beschrijving',
      'Wat de aankoop kost',
      'Video’s en virtuele rondleidingen',
      'Oppervlaktes',
      'Indeling',
      'Bouw en renovatie',
      'Installaties en afwerking',
      'Energieprestatie',
      'Kenmerken',
      'Stedenbouwkundige informatie',
      'Overstromingsgevoeligheid',
      'Asbest',
      'Keuringen en attesten',
      'Kosten',
      'Beschikbaarheid',
      'Ligging',
      'In de buurt',
      'Mobiscore',
      'Uw contactpersoon',
      'Een bezoek boeken',
      'Interesse in dit pand?',
    ]);
    expect(valueOf(section('Oppervlaktes'), 'Bewoonbare oppervlakte')).toBe('210 m²');
    expect(valueOf(section('Oppervlaktes'), 'Living')).toBe('48 m²');
    expect(valueOf(section('Oppervlaktes'), 'Oppervlakte terras')).toBe('24 m²');
    expect(valueOf(section('Oppervlaktes'), 'Gevelbreedte')).toBe('8,5 m');
    expect(valueOf(section('Installaties en afwerking'), 'Verwarming')).toBe('Aardgas (Condensing boiler 2021)');
    expect(valueOf(section('Installaties en afwerking'), 'Keuken')).toBe('Volledig ingerichte keuken');
    expect(valueOf(section('Kenmerken'), 'Lift')).toBe('Nee');
    expect(valueOf(section('Keuringen en attesten'), 'Elektriciteitskeuring')).toBe('Conform');
    expect(valueOf(section('Kosten'), 'Registratierechten')).toBe('€ 16.350');
    expect(valueOf(section('Kosten'), 'Notariskosten (excl. btw)')).toBe('€ 4.008,26');
    expect(valueOf(section('Beschikbaarheid'), 'Beschikbaar vanaf')).toBe('1 maart 2027');
    expect(valueOf(section('Asbest'), 'Asbestinventaris')).toBe('Geen asbest aangetroffen');

    const planning = section('Stedenbouwkundige informatie');
    expect(
      within(planning).getByText('Verplichte vermeldingen volgens de Vlaamse Codex Ruimtelijke Ordening.'),
    ).toBeTruthy();
    expect(valueOf(planning, 'Stedenbouwkundige vergunning')).toBe('Ja');
    expect(valueOf(planning, 'Bestemming')).toBe('Woongebied');
    expect(valueOf(planning, 'Dagvaarding')).toBe('Nee');
    expect(valueOf(planning, 'Voorkooprecht')).toBe('Nee');
    expect(valueOf(planning, 'Verkavelingsvergunning')).toBe('Nee');
    expect(valueOf(planning, 'Rechterlijke beslissing')).toBe('Nee');
    expect(within(planning).getByText(/Designated as residential area/)).toBeTruthy();

    expect(valueOf(section('Ligging'), 'Wijken')).toBe('Citadelpark en Sint-Pietersstation');

    const places = within(section('In de buurt')).getAllByRole('listitem');
    expect(places.map((place) => place.textContent)).toEqual([
      'TramhalteSint-Pietersstationop 240 m',
      'Apotheekop 350 m',
      'SchoolBasisschool De Zonnebloemop 450 m',
      'SupermarktDelhaizeop 620 m',
      'ParkCitadelparkop 900 m',
      'ZiekenhuisUZ Gentop 2,3 km',
    ]);
    expect(within(section('Mobiscore')).getByText('8,4 op 10')).toBeTruthy();

    const highlights = screen.getByRole('list', { name: 'Troeven in het kort' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      complete('nl').propertyType.name,
      '210 m² bewoonbaar',
      '480 m² grond',
      '4 slaapkamers',
      '2 badkamers',
      'EPC B',
      'Ref. VT1001',
    ]);
  });

  test('leaves out every group a listing has no data for', async () => {
    renderRoute(listingPath('VT1004', 'en'), saleRoute('en', 'for-sale'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Building plots in a quiet cul-de-sac' })).toBeTruthy();
    expect(headings()).toEqual([
      'Description',
      'Surfaces',
      'Construction and renovation',
      'Your contact person',
      'Interested in this property?',
    ]);
    expect(screen.queryByRole('region', { name: 'Energy performance' })).toBeNull();
    expect(screen.queryByText('Urban planning information')).toBeNull();
  });

  test('shows "starting from" for price unit 7 and "price on request" when the price is not published', async () => {
    const { unmount } = renderRoute(listingPath('VT1004', 'en'), saleRoute('en', 'for-sale'));
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(header.textContent).toContain('starting from € 189.000');
    unmount();
    renderRoute(listingPath('VT1009', 'fr'), saleRoute('fr', 'a-vendre'));
    const office = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(office.textContent).toContain('Prix sur demande');
    expect(office.textContent).not.toContain('640');
  });

  test('draws the EPC scale of the Belgian region with the label pointed at', async () => {
    renderRoute(listingPath('VT1001', 'nl'), saleRoute('nl', 'te-koop'));
    const scale = await screen.findByRole('img', { name: /^Energieschaal van Vlaanderen/ });
    expect(scale.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByTitle('Energieschaal van Vlaanderen, van A+ (best) tot F; dit pand: B')).toBeTruthy();
    const energy = section('Energieprestatie');
    expect(valueOf(energy, 'E-peil')).toBe('E58');
    expect(valueOf(energy, 'CO₂-uitstoot')).toBe('27,5 kg CO₂/m² per jaar');
    expect(valueOf(energy, 'Certificaatnummer')).toBe('20230630-0002871234-RES-1');
    expect(valueOf(energy, 'Geldig tot')).toBe('30 juni 2033');
  });

  test.each([
    ['brussels', '1050', 'Brussel', 'A+', 'G'],
    ['wallonia', '5000', 'Wallonië', 'A++', 'G'],
  ])('draws the %s scale', async (region, zip, name, best, worst) => {
    serveListing('VT1001', () => ({ region, zip }));
    renderRoute(listingPath('VT1001', 'nl'), saleRoute('nl', 'te-koop'));
    const scale = await screen.findByRole('img', {
      name: (text) => text.startsWith(`Energieschaal van ${name}, van ${best} (best) tot ${worst};`),
    });
    expect(scale.querySelectorAll('g').length).toBe(region === 'brussels' ? 19 : 9);
  });

  test('labels by the use per m² and shows the yearly total apart', async () => {
    serveListing('VT1001', (node) => ({
      energyValue: 521,
      region: 'flanders',
      energyLabel: 'F',
      energy: { ...(node.energy as object), epcTotal: 81797 },
    }));
    renderRoute(listingPath('VT1001', 'en'), saleRoute('en', 'for-sale'));
    const energy = (await screen.findByRole('heading', { level: 2, name: 'Energy performance' })).closest(
      'section',
    ) as HTMLElement;
    expect(valueOf(energy, 'Primary energy use')).toBe('521 kWh/m² per year');
    expect(valueOf(energy, 'Yearly primary energy use')).toBe('81.797 kWh per year');
  });

  test.each([
    ['de', 'zu-verkaufen', 'Energieeffizienz', 'Wärmeschutzklasse'],
    ['fr', 'a-vendre', 'Performance énergétique', 'Classe d’isolation thermique'],
  ] as const)(
    'shows the thermal insulation class of a Luxembourg listing, a legal mention there (%s)',
    async (language, list, heading, caption) => {
      serveListing('VT1008', (node) => ({ energy: { ...(node.energy as object), insulationClass: ' C ' } }));
      renderRoute(listingPath('VT1008', language), saleRoute(language, list));
      const energy = (await screen.findByRole('heading', { level: 2, name: heading })).closest(
        'section',
      ) as HTMLElement;
      expect(valueOf(energy, caption)).toBe('C');
    },
  );

  test('shows only the label text for Luxembourg', async () => {
    renderRoute(listingPath('VT1008', 'fr'), saleRoute('fr', 'a-vendre'));
    const energy = (await screen.findByRole('heading', { level: 2, name: 'Performance énergétique' })).closest(
      'section',
    ) as HTMLElement;
    expect(valueOf(energy, 'Classe énergétique')).toBe('B');
    expect(within(energy).queryByRole('img')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'En bref' })).getByText('Classe énergétique B')).toBeTruthy();
  });

  test.each([
    ['E (Flanders)', 'VT1001', { energy: null, energyValue: 450 }],
    ['F (Flanders)', 'VT1001', { energy: null, energyValue: 600 }],
  ])('carries the Flemish renovation notice for label %s', async (_label, reference, change) => {
    serveListing(reference, () => change);
    renderRoute('/en/for-sale/x/house-' + reference + '/', saleRoute('en', 'for-sale'));
    await screen.findByRole('heading', { level: 1 });
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('must be renovated to label D or better within 5 years');
  });

  // The duty is Flemish law (domain energyNoticeRules): an E or F listing elsewhere has no notice.
  test.each([
    ['F (Wallonia, 430 kWh/m²)', 'VT1005', {}, 'F'],
    ['E (Wallonia)', 'VT1007', { energyLabel: 'E' }, 'E'],
    ['E- (Brussels)', 'VT1001', { energy: null, energyValue: 240, region: 'brussels' }, 'E-'],
    ['F (Brussels)', 'VT1006', { energyLabel: 'F' }, 'F'],
    ['E (Luxembourg)', 'VT1008', { energyLabel: 'E' }, 'E'],
  ])('has no renovation notice for label %s outside Flanders', async (_label, reference, change, label) => {
    serveListing(reference, () => change);
    renderRoute('/en/for-sale/x/house-' + reference + '/', saleRoute('en', 'for-sale'));
    const energy = (await screen.findByRole('heading', { level: 2, name: 'Energy performance' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(energy).getAllByText(label, { exact: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('note')).toBeNull();
  });

  test('has no renovation notice for a better label, or for a rental', async () => {
    const { unmount } = renderRoute(listingPath('VT1001', 'en'), saleRoute('en', 'for-sale'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    serveListing('VT2005', () => ({ energyValue: 450, energy: null }));
    renderRoute(listingPath('VT2005', 'en'), saleRoute('en', 'for-rent'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).toBeNull();
  });

  test('shows the flood symbol when a score is D, and not otherwise', async () => {
    const { unmount } = renderRoute(listingPath('VT1001', 'en'), saleRoute('en', 'for-sale'));
    const flood = (await screen.findByRole('heading', { level: 2, name: 'Flood risk' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(flood).getByRole('img', { name: 'High flood risk (score D)' })).toBeTruthy();
    expect(valueOf(flood, 'P-score (plot)')).toBe('D');
    expect(valueOf(flood, 'Flood-prone area')).toBe('Possibly flood-prone area');
    unmount();
    serveListing('VT1001', (node) => ({ flood: { ...(node.flood as object), pScore: 'C' } }));
    renderRoute(listingPath('VT1001', 'en'), saleRoute('en', 'for-sale'));
    const calm = (await screen.findByRole('heading', { level: 2, name: 'Flood risk' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(calm).queryByRole('img')).toBeNull();
  });

  test('loads a third-party video only when the visitor clicks its placeholder', async () => {
    const { container } = renderRoute(listingPath('VT1001', 'de'), saleRoute('de', 'zu-verkaufen'));
    const videos = (await screen.findByRole('heading', { level: 2, name: 'Videos und virtuelle Rundgänge' })).closest(
      'section',
    ) as HTMLElement;
    expect(container.querySelector('iframe')).toBeNull();
    expect(within(videos).getAllByRole('listitem')).toHaveLength(2); // the unrecognised URL is left out
    expect(within(videos).getByText(/YouTube kann beim Laden dieser Inhalte Cookies setzen/)).toBeTruthy();
    expect(within(videos).getByRole('link', { name: 'Auf YouTube öffnen' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    fireEvent.click(within(videos).getByRole('button', { name: 'Video abspielen' }));
    const iframe = container.querySelector('iframe') as HTMLIFrameElement;
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(iframe.getAttribute('title')).toBe('Video 1');
    // The tour stays behind its own placeholder: consent was given for one embed only.
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
    fireEvent.click(within(videos).getByRole('button', { name: 'Virtuellen Rundgang starten' }));
    expect(container.querySelectorAll('iframe')[1]?.getAttribute('src')).toBe(
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    );
  });

  test('lets the visitor call or e-mail the agent', async () => {
    renderRoute(listingPath('VT1001', 'nl'), saleRoute('nl', 'te-koop'));
    const agent = complete('nl').agent as { phone: string; email: string };
    // The seed's office numbers have nine digits: the spec writes them 3-2-2-2.
    expect(agent.phone).toMatch(/^0\d{8}$/);
    const written = agent.phone.replace(/^(\d{3})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
    const call = await screen.findByRole('link', { name: `Bel ${written}` });
    expect(call.getAttribute('href')).toBe(`tel:${agent.phone}`);
    expect(screen.getByRole('link', { name: 'Stuur een e-mail' }).getAttribute('href')).toBe(`mailto:${agent.email}`);
  });

  test('has a gallery whose thumbnails are plain anchors to each photo', async () => {
    renderRoute(listingPath('VT1001', 'en'), saleRoute('en', 'for-sale'));
    const gallery = await screen.findByRole('region', { name: 'Photos' });
    const thumbnail = within(gallery).getByRole('link', { name: 'Show photo 3' });
    expect(thumbnail.getAttribute('href')).toBe('#photo-3');
    expect(gallery.querySelector('#photo-3 img')?.getAttribute('alt')).toBe(
      'Renovated townhouse with south-facing garden, photo 3 of 7',
    );
    expect(await within(gallery).findByText('1 / 7')).toBeTruthy(); // added once the page runs JavaScript
    fireEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByText('2 / 7')).toBeTruthy();
  });
  test.each([
    ['en', listingPath('VT1001', 'en'), ['Tram stop', 'Pharmacy', 'School', 'Supermarket', 'Park', 'Hospital']],
    ['nl', listingPath('VT1001', 'nl'), ['Tramhalte', 'Apotheek', 'School', 'Supermarkt', 'Park', 'Ziekenhuis']],
    ['fr', listingPath('VT1001', 'fr'), ['Arrêt de tram', 'Pharmacie', 'École', 'Supermarché', 'Parc', 'Hôpital']],
    [
      'de',
      listingPath('VT1001', 'de'),
      ['Straßenbahnhaltestelle', 'Apotheke', 'Schule', 'Supermarkt', 'Park', 'Krankenhaus'],
    ],
  ])('names nearby places by their kind in %s, and keeps their proper names', async (_language, path, expected) => {
    renderRoute(path, propertyRoute('/:lang/:list/:city/:detail'));
    await screen.findByRole('heading', { level: 1 });
    const kinds = [...document.querySelectorAll('.poi__category')].map((kind) => kind.textContent);
    expect(kinds).toEqual(expected);
    const names = [...document.querySelectorAll('.poi__name')].map((name) => name.textContent);
    expect(names).toEqual(['Sint-Pietersstation', 'Basisschool De Zonnebloem', 'Delhaize', 'Citadelpark', 'UZ Gent']);
  });

  test.each([
    [
      'en',
      listingPath('VT1001', 'en'),
      'Urban planning information',
      'Summons for a planning offence',
      'Judicial decision',
      'Yes',
    ],
    ['nl', listingPath('VT1001', 'nl'), 'Stedenbouwkundige informatie', 'Dagvaarding', 'Rechterlijke beslissing', 'Ja'],
    [
      'fr',
      listingPath('VT1001', 'fr'),
      'Informations urbanistiques',
      'Citation pour infraction urbanistique',
      'Décision judiciaire',
      'Oui',
    ],
    [
      'de',
      listingPath('VT1001', 'de'),
      'Städtebauliche Informationen',
      'Vorladung wegen eines städtebaulichen Verstoßes',
      'Gerichtsentscheidung',
      'Ja',
    ],
  ])('shows a summons and a judicial decision in %s', async (_language, path, heading, summons, judicial, yes) => {
    serveListing('VT1001', (node) => ({
      planning: { ...(node.planning as object), summons: true, judicialDecision: true },
    }));
    renderRoute(path, propertyRoute('/:lang/:list/:city/:detail'));
    const planning = (await screen.findByRole('heading', { level: 2, name: heading })).closest(
      'section',
    ) as HTMLElement;
    expect(valueOf(planning, summons)).toBe(yes);
    expect(valueOf(planning, judicial)).toBe(yes);
  });

  test('shows the sub-municipality with the address, and names in the page’s language', async () => {
    serveListing('VT1001', () => ({
      subCities: [{ name: 'Sint-Amandsberg' }],
      neighbourhoods: [{ name: 'Dampoort' }],
    }));
    renderRoute(listingPath('VT1001', 'en'), saleRoute('en', 'for-sale'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/9000 Ghent, Sint-Amandsberg$/)).toBeTruthy();
    const location = section('Location');
    expect(valueOf(location, 'Sub-municipality')).toBe('Sint-Amandsberg');
    expect(valueOf(location, 'Neighbourhood')).toBe('Dampoort');
  });

  test.each([
    ['nl', listingPath('VT1001', 'nl'), 'Kouterstraat 12 bus 3.1, 9000 Gent'],
    ['fr', listingPath('VT1001', 'fr'), 'Kouterstraat 12 boîte 3.1, 9000 Gand'],
    ['en', listingPath('VT1001', 'en'), 'Kouterstraat 12 box 3.1, 9000 Ghent'],
  ])('writes the box number of an apartment the way %s does', async (_language, path, address) => {
    serveListing('VT1001', () => ({ street: 'Kouterstraat', houseNumber: '12', boxNumber: '3.1' }));
    renderRoute(path, propertyRoute('/:lang/:list/:city/:detail'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(new RegExp(`^${address}`))).toBeTruthy();
  });

  test.each([
    ['nl', listingPath('VT1006', 'nl'), 'Ligging', 'Wijk', 'Vijvers van Elsene'],
    ['fr', listingPath('VT1006', 'fr'), 'Situation', 'Quartier', 'Étangs d’Ixelles'],
  ])('names a Brussels neighbourhood in %s', async (_language, path, heading, label, name) => {
    renderRoute(path, propertyRoute('/:lang/:list/:city/:detail'));
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf(section(heading), label)).toBe(name);
  });

  test('shows the English description, marked as English, where a German listing has none', async () => {
    renderRoute(listingPath('VT1006', 'de'), saleRoute('de', 'zu-verkaufen'));
    const title = await screen.findByRole('heading', { level: 1, name: 'Art-déco-Wohnung nahe Flagey' });
    expect(title.getAttribute('lang')).toBeNull();
    expect(
      screen.getByText(
        'Ein Teil des Textes dieser Immobilie ist noch nicht in Ihrer Sprache verfügbar; dieser Teil wird auf Englisch angezeigt.',
      ),
    ).toBeTruthy();
    const description = section('Beschreibung');
    const english = within(description).getByText(/^A well-kept property in a sought-after neighbourhood/);
    expect(english.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(valueOf(section('Lage'), 'Viertel')).toBe('Teiche von Ixelles');
  });

  test('shows the English title too when the German one is empty', async () => {
    serveListing('VT1006', (node) => (node.title === 'Art-déco-Wohnung nahe Flagey' ? { title: ' ' } : {}));
    renderRoute(listingPath('VT1006', 'de'), saleRoute('de', 'zu-verkaufen'));
    const title = await screen.findByRole('heading', { level: 1, name: 'Art deco apartment near Flagey' });
    expect(title.getAttribute('lang')).toBe('en');
  });

  test('needs no notice for a German listing with all its texts', async () => {
    renderRoute(listingPath('VT1001', 'de'), saleRoute('de', 'zu-verkaufen'));
    await screen.findByRole('heading', { level: 1, name: 'Renoviertes Stadthaus mit Südgarten' });
    expect(screen.queryByText(/noch nicht in Ihrer Sprache verfügbar/)).toBeNull();
    expect(within(section('Beschreibung')).getByText(/^Gepflegte Immobilie/)).toBeTruthy();
  });
});

describe('a listing that is not there', () => {
  const load = (path: string) => loadPropertyPage({ url: new URL(`http://site.test${path}`), context: testContext() });

  test('that never existed answers 404 (not 410, "gone"), with the spec message and listings of the type and city its path names', async () => {
    const { citySlug, city, propertyType } = complete('nl');
    const result = await load(`/nl/te-koop/${citySlug}/${propertyType.slug}-XX999/`);
    expect(result.init?.status).toBe(404);
    if (result.data.kind !== 'gone') throw new Error('expected the gone page');
    expect(result.data.gone.reason).toBe('not-found');
    const similar = result.data.gone.similar;
    expect(similar.length).toBeGreaterThan(0);
    for (const listing of similar) {
      expect(listing.path.startsWith('/nl/te-koop/')).toBe(true);
      expect(listing.typeName === propertyType.name || listing.city === city).toBe(true);
    }
  });

  test('shows the message and similar listings', async () => {
    renderRoute('/fr/a-louer/namur/maison-XX999/', saleRoute('fr', 'a-louer'));
    expect(await screen.findByText('Bien introuvable ou vendu.')).toBeTruthy();
    const similar = screen
      .getByRole('heading', { level: 2, name: 'Biens similaires' })
      .closest('section') as HTMLElement;
    expect(within(similar).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
  });

  test('falls back to listings of the same list when the path names no known type or city', async () => {
    const result = await load('/en/for-rent/atlantis/castle-XX1/');
    expect(result.init?.status).toBe(404);
    if (result.data.kind !== 'gone') throw new Error('expected the gone page');
    expect(result.data.gone.similar.length).toBeGreaterThan(0);
    expect(result.data.gone.similar.every((listing) => listing.path.startsWith('/en/for-rent/'))).toBe(true);
  });

  test.each([
    ['VT1013', 'sold'],
    ['VT2006', 'rented'],
  ])('that existed and is %s… answers 410', async (reference, reason) => {
    const result = await load(listingPath(reference, 'nl'));
    expect(result.init?.status).toBe(410);
    if (result.data.kind !== 'gone') throw new Error('expected the gone page');
    expect(result.data.gone.reason).toBe(reason);
  });

  test.each(['/nl/te-koop/gent/', '/nl/te-koop/gent/huis/', '/nl/te-koop/a/b/c-VT1001/', '/nl/te-koop/gent/-VT1001/'])(
    'is a plain 404 for %s, which is not a listing’s path',
    async (path) => {
      await expect(load(path)).rejects.toMatchObject({ init: { status: 404 } });
    },
  );
});

describe('messages sent with the page', () => {
  const load = (path: string) => loadPropertyPage({ url: new URL(`http://site.test${path}`), context: testContext() });

  test('a listing: its headings, notices and gallery; the attributes and their values come written out', async () => {
    const ids = Object.keys(messagesOfWire((await load(listingPath('VT1001', 'nl'))).data.messages));
    expect(ids).toEqual(
      expect.arrayContaining(['property.section.surfaces', 'property.agent.heading', 'gallery.photos']),
    );
    expect(ids.filter((id) => /^property\.(attribute|choice|poi|value|highlight)\./.test(id))).toEqual([]);
  });

  test('a sold listing: its message and the cards of similar listings', async () => {
    const ids = Object.keys(messagesOfWire((await load(listingPath('VT1013', 'en'))).data.messages));
    expect(ids).toEqual(expect.arrayContaining(['property.gone.sold', 'listings.card.bedrooms']));
    expect(ids.filter((id) => id.startsWith('property.section.'))).toEqual([]);
  });
});
