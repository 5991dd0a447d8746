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

type Unit = { floor: number; unitStatus: string; price: number | null; priceOnRequest: boolean };

/** Belgian euro amounts, as the spec writes them: "€ 265.000". */
const euro = (amount: number) => `€ ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
/** The items of a Markdown list. */
const items = (text: unknown) =>
  String(text)
    .split('\n')
    .map((line) => line.replace(/^- /, ''));

/**
 * The demo seed's first project with every field of the spec's Project, as Strapi would return
 * it: a box number, a price list and plans, its last unit's price on request, and German without
 * the types and the technical description (the seed's German has them).
 */
function fullProject(locale: Locale): Row {
  const base = (projects[locale] as Row[])[0]!;
  const units = base.units as Unit[];
  return {
    ...base,
    boxNumber: '2',
    units: units.map((unit, index) =>
      index === units.length - 1 ? { ...unit, unitStatus: 'available', price: null, priceOnRequest: true } : unit,
    ),
    types: locale === 'de' ? null : base.types,
    technical: locale === 'de' ? null : base.technical,
    priceList: { url: '/uploads/prijslijst_project.pdf', name: 'prijslijst_project.pdf', ext: '.pdf' },
    documents: [{ url: '/uploads/plannen_project.pdf', name: 'Plans', ext: '.pdf' }],
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
    const project = fullProject('nl');
    const units = project.units as Unit[];
    serve({ nl: project });
    renderRoute(`/nl/nieuwbouw/${String(project.slug)}/`, {
      path: '/nl/nieuwbouw/:project',
      loader,
      Component: Project,
    });
    expect(await screen.findByRole('heading', { level: 1, name: String(project.title) })).toBeTruthy();
    const street = `${String(project.street)} ${String(project.houseNumber)} bus 2`;
    const place = `${String(project.zip)} ${String(project.city)}`;
    expect(screen.getByText(`${street}, ${place}`)).toBeTruthy();
    expect(screen.getByText(`${euro(project.priceFrom as number)} – ${euro(project.priceTo as number)}`)).toBeTruthy();
    expect(screen.getByText('Te koop', { selector: '.project__status' })).toBeTruthy();

    expect(fact('Projectnummer').textContent).toBe(project.reference);
    expect(fact('Oplevering').textContent).toBe(project.delivery);
    expect(fact('Woningtypes').textContent).toBe(project.types);
    const available = units.filter((unit) => unit.unitStatus === 'available').length;
    expect(available).toBeGreaterThan(0);
    expect(fact('Beschikbaarheid').textContent).toBe(`${available} van ${units.length} units beschikbaar`);
    expect(fact('Adres').textContent).toBe(street + place + String(project.countryName));

    expect(screen.getByRole('heading', { level: 2, name: 'Over dit project' })).toBeTruthy();
    const technical = screen.getByRole('heading', { level: 2, name: 'Technische omschrijving' }).closest('section')!;
    expect(
      within(technical)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(items(project.technical));
    const situation = screen.getByRole('heading', { level: 2, name: 'Ligging' }).closest('section')!;
    expect(within(situation).getByText(String(project.situation))).toBeTruthy();

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(units.length);
    const groundFloor = units.findIndex((unit) => unit.floor === 0);
    const sold = units.findIndex((unit) => unit.unitStatus === 'sold');
    expect(groundFloor).toBeGreaterThanOrEqual(0);
    expect(sold).toBeGreaterThanOrEqual(0);
    expect(within(rows[groundFloor]!).getByText('Gelijkvloers')).toBeTruthy();
    expect(within(rows[sold]!).getByText('Verkocht')).toBeTruthy();
    expect(within(rows.at(-1)!).getByText('Op aanvraag')).toBeTruthy();

    const files = screen.getByRole('heading', { level: 2, name: 'Documenten' }).closest('section')!;
    expect(within(files).getByRole('link', { name: 'Prijslijst (PDF)' }).getAttribute('href')).toMatch(
      /\/uploads\/prijslijst_project\.pdf$/,
    );
    expect(within(files).getByRole('link', { name: 'Plans (PDF)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de website van het project' }).getAttribute('href')).toBe(
      project.externalUrl,
    );

    // The property page's gallery: every photo, thumbnails as plain anchors.
    const gallery = screen.getByRole('region', { name: "Foto's" });
    expect(within(gallery).getAllByRole('link', { name: /Toon foto/ })).toHaveLength(
      (project.photos as unknown[]).length,
    );
    expect(screen.queryByText(/in het Engels getoond/)).toBeNull();
  });

  test('an address that is not public shows the city only', async () => {
    const project = fullProject('fr');
    serve({ fr: { ...project, publicAddress: false } });
    renderRoute(`/fr/projets-neufs/${String(project.slug)}/`, {
      path: '/fr/projets-neufs/:project',
      loader,
      Component: Project,
    });
    expect(await screen.findByRole('heading', { level: 1, name: String(project.title) })).toBeTruthy();
    expect(screen.getByText(String(project.city), { selector: '.property__place' })).toBeTruthy();
    expect(screen.queryByText(String(project.street))).toBeNull();
    expect(screen.queryByText('Adresse', { selector: 'dt' })).toBeNull();
  });

  test('German texts that are missing are taken from English, marked as such', async () => {
    const [german, english] = [fullProject('de'), fullProject('en')];
    serve({ de: german, en: english });
    renderRoute(`/de/neubauprojekte/${String(german.slug)}/`, {
      path: '/de/neubauprojekte/:project',
      loader,
      Component: Project,
    });
    expect(await screen.findByRole('heading', { level: 1, name: String(german.title) })).toBeTruthy();
    expect(screen.getByText(/noch nicht in Ihrer Sprache verfügbar/)).toBeTruthy();
    const technical = screen.getByRole('heading', { level: 2, name: 'Technische Beschreibung' }).closest('section')!;
    expect(technical.getAttribute('lang')).toBe('en');
    expect(within(technical).getByText(items(english.technical)[0]!)).toBeTruthy();
    expect(fact('Wohnungstypen').getAttribute('lang')).toBe('en');
    const situation = screen.getByRole('heading', { level: 2, name: 'Lage' }).closest('section')!;
    expect(situation.getAttribute('lang')).toBeNull();
  });

  test('a project without a German version is shown in English, with the notice', async () => {
    const english = fullProject('en');
    serve({ en: { ...english, slug: 'residenz-parkzicht' } });
    const { container } = renderRoute('/de/neubauprojekte/residenz-parkzicht/', {
      path: '/de/neubauprojekte/:project',
      loader,
      Component: Project,
    });
    expect(await screen.findByRole('heading', { level: 1, name: String(english.title) })).toBeTruthy();
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
