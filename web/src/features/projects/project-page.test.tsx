import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import Project, { loader } from '~/routes/project';
import { projects } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

type Locale = 'en' | 'nl' | 'fr' | 'de';
type Row = Record<string, unknown>;

/** Residence Parkzicht with every field of the spec's Project, as Strapi would return it. */
function parkzicht(locale: Locale): Row {
  const base = (projects[locale] as Row[])[0]!;
  return {
    ...base,
    priceTo: 455000,
    publicAddress: true,
    street: 'Coupure Links',
    houseNumber: '45',
    boxNumber: '2',
    zip: '9000',
    countryName: { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' }[locale],
    types: {
      en: 'Apartments with 1 to 3 bedrooms',
      nl: 'Appartementen met 1 tot 3 slaapkamers',
      fr: 'Appartements de 1 à 3 chambres',
      de: null,
    }[locale],
    technical: {
      en: '- Triple glazing\n- Heat pump with underfloor heating',
      nl: '- Driedubbele beglazing\n- Warmtepomp met vloerverwarming',
      fr: '- Triple vitrage\n- Pompe à chaleur et chauffage par le sol',
      de: null,
    }[locale],
    situation: {
      en: 'On the Coupure, a short walk from the centre of Ghent.',
      nl: 'Aan de Coupure, op wandelafstand van het centrum van Gent.',
      fr: 'Sur la Coupure, à quelques pas du centre de Gand.',
      de: 'An der Coupure, wenige Gehminuten vom Genter Zentrum.',
    }[locale],
    externalUrl: 'https://www.parkzicht.example',
    priceList: { url: '/uploads/prijslijst_parkzicht.pdf', name: 'prijslijst_parkzicht.pdf', ext: '.pdf' },
    documents: [{ url: '/uploads/plannen_parkzicht.pdf', name: 'Plans', ext: '.pdf' }],
  };
}

/** Strapi answering with the given projects per locale (a missing locale has no version). */
function serve(rows: Partial<Record<Locale, Row>>) {
  const forLocale = (locale: unknown) => rows[(locale as Locale | undefined) ?? 'en'];
  strapiServer.use(
    strapi.query('ProjectPage', ({ variables }) => {
      const row = forLocale(variables.locale);
      return HttpResponse.json({ data: { projects: row && row.slug === variables.slug ? [row] : [] } });
    }),
    strapi.query('ProjectTexts', ({ variables }) => {
      const row = forLocale(variables.locale);
      return HttpResponse.json({ data: { projects: row && row.reference === variables.reference ? [row] : [] } });
    }),
  );
}

/** The value of a key fact, by its label. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('project page', () => {
  test('shows every field of the project: address, number, delivery, types, texts, units, files, photos', async () => {
    serve({ nl: parkzicht('nl') });
    renderRoute('/nl/nieuwbouw/residentie-parkzicht/', {
      path: '/nl/nieuwbouw/:project',
      loader,
      Component: Project,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Residentie Parkzicht' })).toBeTruthy();
    expect(screen.getByText('Coupure Links 45 bus 2, 9000 Gent')).toBeTruthy();
    expect(screen.getByText('€ 265.000 – € 455.000')).toBeTruthy();
    expect(screen.getByText('Te koop', { selector: '.project__status' })).toBeTruthy();

    expect(fact('Projectnummer').textContent).toBe('PR01');
    expect(fact('Oplevering').textContent).toBe('Voorjaar 2028');
    expect(fact('Woningtypes').textContent).toBe('Appartementen met 1 tot 3 slaapkamers');
    expect(fact('Beschikbaarheid').textContent).toBe('3 van 5 units beschikbaar');
    expect(fact('Adres').textContent).toBe('Coupure Links 45 bus 2' + '9000 Gent' + 'België');

    expect(screen.getByRole('heading', { level: 2, name: 'Over dit project' })).toBeTruthy();
    const technical = screen.getByRole('heading', { level: 2, name: 'Technische omschrijving' }).closest('section')!;
    expect(
      within(technical)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Driedubbele beglazing', 'Warmtepomp met vloerverwarming']);
    const situation = screen.getByRole('heading', { level: 2, name: 'Ligging' }).closest('section')!;
    expect(within(situation).getByText('Aan de Coupure, op wandelafstand van het centrum van Gent.')).toBeTruthy();

    const units = screen.getByRole('table');
    const rows = within(units).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Gelijkvloers')).toBeTruthy();
    expect(within(rows[0]!).getByText('Verkocht')).toBeTruthy();
    expect(within(rows[4]!).getByText('Op aanvraag')).toBeTruthy();

    const files = screen.getByRole('heading', { level: 2, name: 'Documenten' }).closest('section')!;
    expect(within(files).getByRole('link', { name: 'Prijslijst (PDF)' }).getAttribute('href')).toMatch(
      /\/uploads\/prijslijst_parkzicht\.pdf$/,
    );
    expect(within(files).getByRole('link', { name: 'Plans (PDF)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de website van het project' }).getAttribute('href')).toBe(
      'https://www.parkzicht.example',
    );

    // The property page's gallery: every photo, thumbnails as plain anchors.
    const gallery = screen.getByRole('region', { name: "Foto's" });
    expect(within(gallery).getAllByRole('link', { name: /Toon foto/ })).toHaveLength(4);
    expect(screen.queryByText(/in het Engels getoond/)).toBeNull();
  });

  test('an address that is not public shows the city only', async () => {
    serve({ fr: { ...parkzicht('fr'), publicAddress: false } });
    renderRoute('/fr/projets-neufs/residence-parkzicht/', {
      path: '/fr/projets-neufs/:project',
      loader,
      Component: Project,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Résidence Parkzicht' })).toBeTruthy();
    expect(screen.getByText('Gand', { selector: '.property__place' })).toBeTruthy();
    expect(screen.queryByText(/Coupure Links/)).toBeNull();
    expect(screen.queryByText('Adresse', { selector: 'dt' })).toBeNull();
  });

  test('German texts that are missing are taken from English, marked as such', async () => {
    serve({ de: parkzicht('de'), en: parkzicht('en') });
    renderRoute('/de/neubauprojekte/residenz-parkzicht/', {
      path: '/de/neubauprojekte/:project',
      loader,
      Component: Project,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Residenz Parkzicht' })).toBeTruthy();
    expect(screen.getByText(/noch nicht in Ihrer Sprache verfügbar/)).toBeTruthy();
    const technical = screen.getByRole('heading', { level: 2, name: 'Technische Beschreibung' }).closest('section')!;
    expect(technical.getAttribute('lang')).toBe('en');
    expect(within(technical).getByText('Triple glazing')).toBeTruthy();
    expect(fact('Wohnungstypen').getAttribute('lang')).toBe('en');
    const situation = screen.getByRole('heading', { level: 2, name: 'Lage' }).closest('section')!;
    expect(situation.getAttribute('lang')).toBeNull();
  });

  test('a project without a German version is shown in English, with the notice', async () => {
    serve({ en: { ...parkzicht('en'), slug: 'residenz-parkzicht' } });
    const { container } = renderRoute('/de/neubauprojekte/residenz-parkzicht/', {
      path: '/de/neubauprojekte/:project',
      loader,
      Component: Project,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Residence Parkzicht' })).toBeTruthy();
    expect(container.querySelector('article')?.getAttribute('lang')).toBe('en');
    const notice = screen.getByText(/noch nicht in Ihrer Sprache verfügbar/);
    expect(notice.getAttribute('lang')).toBe('de');
  });

  test('a project with nothing but its title leaves every empty part out', async () => {
    serve({
      en: {
        documentId: 'doc-PR09',
        reference: '',
        slug: 'bare',
        title: 'Bare project',
        city: null,
        summary: null,
        description: null,
        delivery: null,
        projectStatus: 'selling',
        priceFrom: null,
        photos: [],
        units: [],
        documents: [],
        priceList: null,
      },
    });
    renderRoute('/en/new-builds/bare/', { path: '/en/new-builds/:project', loader, Component: Project });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bare project' })).toBeTruthy();
    // Only the request form's heading: no empty section.
    expect(screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Interested in this project?',
    ]);
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
    expect(document.querySelector('dl')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
