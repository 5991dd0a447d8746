import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import Property, { loader } from '~/routes/property';
import { properties } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

const propertyRoute = (path: string) => ({ path, loader, Component: Property });
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
  test('shows every attribute group of a complete listing, with translated labels and values', async () => {
    renderRoute('/nl/te-koop/gent/huis-VT1001/', saleRoute('nl', 'te-koop'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gerenoveerde herenwoning met zuidtuin' }),
    ).toBeTruthy();
    expect(headings()).toEqual([
      'Beschrijving',
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
      'In de buurt',
      'Mobiscore',
      'Uw contactpersoon',
    ]);
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

    const places = within(section('In de buurt')).getAllByRole('listitem');
    expect(places[0]?.textContent).toBe('Openbaar vervoerTram 1 — Sint-Pietersstationop 240 m');
    expect(places.at(-1)?.textContent).toContain('op 2,3 km');
    expect(within(section('Mobiscore')).getByText('8,4 op 10')).toBeTruthy();

    const highlights = screen.getByRole('list', { name: 'Troeven in het kort' });
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Huis', '210 m² bewoonbaar', '480 m² grond', '4 slaapkamers', '2 badkamers', 'EPC B', 'Ref. VT1001']);
  });

  test('leaves out every group a listing has no data for', async () => {
    renderRoute('/en/for-sale/leuven/building-land-VT1004/', saleRoute('en', 'for-sale'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Building plots in a quiet cul-de-sac' })).toBeTruthy();
    expect(headings()).toEqual(['Description', 'Surfaces', 'Construction and renovation', 'Your contact person']);
    expect(screen.queryByRole('region', { name: 'Energy performance' })).toBeNull();
    expect(screen.queryByText('Urban planning information')).toBeNull();
  });

  test('shows "starting from" for price unit 7 and "price on request" when the price is not published', async () => {
    const { unmount } = renderRoute('/en/for-sale/leuven/building-land-VT1004/', saleRoute('en', 'for-sale'));
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(header.textContent).toContain('starting from € 189.000');
    unmount();
    renderRoute('/fr/a-vendre/gand/bureau-VT1009/', saleRoute('fr', 'a-vendre'));
    const office = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(office.textContent).toContain('Prix sur demande');
    expect(office.textContent).not.toContain('640');
  });

  test('draws the EPC scale of the Belgian region with the label pointed at', async () => {
    renderRoute('/nl/te-koop/gent/huis-VT1001/', saleRoute('nl', 'te-koop'));
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
    renderRoute('/nl/te-koop/gent/huis-VT1001/', saleRoute('nl', 'te-koop'));
    const scale = await screen.findByRole('img', {
      name: (text) => text.startsWith(`Energieschaal van ${name}, van ${best} (best) tot ${worst};`),
    });
    expect(scale.querySelectorAll('g').length).toBe(region === 'brussels' ? 19 : 9);
  });

  test('labels by the use per m² and shows the yearly total apart', async () => {
    serveListing('VT1001', (node) => ({
      energyValue: 521,
      region: 'flanders',
      energy: { ...(node.energy as object), epcLabel: 'F', epcTotal: 81797 },
    }));
    renderRoute('/en/for-sale/ghent/house-VT1001/', saleRoute('en', 'for-sale'));
    const energy = (await screen.findByRole('heading', { level: 2, name: 'Energy performance' })).closest(
      'section',
    ) as HTMLElement;
    expect(valueOf(energy, 'Primary energy use')).toBe('521 kWh/m² per year');
    expect(valueOf(energy, 'Yearly primary energy use')).toBe('81.797 kWh per year');
  });

  test('shows only the label text for Luxembourg', async () => {
    renderRoute('/fr/a-vendre/luxembourg/appartement-VT1008/', saleRoute('fr', 'a-vendre'));
    const energy = (await screen.findByRole('heading', { level: 2, name: 'Performance énergétique' })).closest(
      'section',
    ) as HTMLElement;
    expect(valueOf(energy, 'Classe énergétique')).toBe('B');
    expect(within(energy).queryByRole('img')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'En bref' })).getByText('Classe énergétique B')).toBeTruthy();
  });

  test.each([
    ['F (Wallonia, 430 kWh/m²)', 'VT1005', {}],
    ['E (Flanders)', 'VT1001', { energy: null, energyValue: 450 }],
    ['E- (Brussels)', 'VT1001', { energy: null, energyValue: 240, region: 'brussels' }],
  ])('carries the renovation notice for label %s', async (_label, reference, change) => {
    serveListing(reference, () => change);
    renderRoute('/en/for-sale/x/house-' + reference + '/', saleRoute('en', 'for-sale'));
    await screen.findByRole('heading', { level: 1 });
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('must be renovated to label D or better within 5 years');
  });

  test('has no renovation notice for a better label, or for a rental', async () => {
    const { unmount } = renderRoute('/en/for-sale/ghent/house-VT1001/', saleRoute('en', 'for-sale'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    serveListing('VT2005', () => ({ energyValue: 450, energy: null }));
    renderRoute('/en/for-rent/namur/apartment-VT2005/', saleRoute('en', 'for-rent'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).toBeNull();
  });

  test('shows the flood symbol when a score is D, and not otherwise', async () => {
    const { unmount } = renderRoute('/en/for-sale/ghent/house-VT1001/', saleRoute('en', 'for-sale'));
    const flood = (await screen.findByRole('heading', { level: 2, name: 'Flood risk' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(flood).getByRole('img', { name: 'High flood risk (score D)' })).toBeTruthy();
    expect(valueOf(flood, 'P-score (plot)')).toBe('D');
    expect(valueOf(flood, 'Flood-prone area')).toBe('Possibly flood-prone area');
    unmount();
    serveListing('VT1001', (node) => ({ flood: { ...(node.flood as object), pScore: 'C' } }));
    renderRoute('/en/for-sale/ghent/house-VT1001/', saleRoute('en', 'for-sale'));
    const calm = (await screen.findByRole('heading', { level: 2, name: 'Flood risk' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(calm).queryByRole('img')).toBeNull();
  });

  test('loads a third-party video only when the visitor clicks its placeholder', async () => {
    const { container } = renderRoute('/de/zu-verkaufen/gent/haus-VT1001/', saleRoute('de', 'zu-verkaufen'));
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
    renderRoute('/nl/te-koop/gent/huis-VT1001/', saleRoute('nl', 'te-koop'));
    const call = await screen.findByRole('link', { name: 'Bel 0475 12 34 56' });
    expect(call.getAttribute('href')).toBe('tel:0475123456');
    expect(screen.getByRole('link', { name: 'Stuur een e-mail' }).getAttribute('href')).toBe(
      'mailto:sofie.claeys@vitrine.example',
    );
  });

  test('has a gallery whose thumbnails are plain anchors to each photo', async () => {
    renderRoute('/en/for-sale/ghent/house-VT1001/', saleRoute('en', 'for-sale'));
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
});
