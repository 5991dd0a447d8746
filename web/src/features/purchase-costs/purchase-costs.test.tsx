import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import Property, { loader } from '~/routes/property';
import { listingPath, properties } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

type Row = Record<string, unknown>;
const saleRoute = (language: string, list: string) => ({
  path: `/${language}/${list}/:city/:detail`,
  loader,
  Component: Property,
});
const costsTable = () => screen.getByRole('table', { name: /costs of buying|aankoopkosten|frais d’achat/ });
const amountOf = (table: HTMLElement, label: string | RegExp) =>
  within(table).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;

/** Serves the cost facts of one listing, changed (cases the demo data does not have). */
function serveFacts(reference: string, change: Row) {
  strapiServer.use(
    strapi.query('ListingPurchaseFacts', ({ variables }) => {
      const rows = properties[(variables.locale as 'en' | 'nl' | 'fr' | 'de') ?? 'en'] as Row[];
      const row = rows.find((node) => node.reference === reference);
      return HttpResponse.json({ data: { property: row ? { ...row, ...change } : null } });
    }),
  );
}

describe('the full cost of buying, under the price of a listing for sale', () => {
  test('without a situation sent: an own home, one buyer, no loan, itemised and said to be an estimate', async () => {
    renderRoute(listingPath('VT1001', 'en'), saleRoute('en', 'for-sale'));
    expect(await screen.findByRole('heading', { level: 2, name: 'What buying it costs' })).toBeTruthy();
    const table = costsTable();
    expect(amountOf(table, 'Registration duty (2% on € 545.000)')).toBe('€ 10.900');
    expect(amountOf(table, 'Notary’s fee (legal scale)')).toBe('€ 2.617,30');
    expect(amountOf(table, 'Estimated total')).toBe('€ 560.274,43');
    expect(amountOf(table, /deposit when the offer is accepted/)).toBe('€ 54.500');
    expect(screen.getByRole('link', { name: 'About € 560.274 with the costs of buying' }).getAttribute('href')).toBe(
      '#purchase-costs',
    );
    expect(screen.getByText(/An estimate at the rates in force from 1 July 2025 in Flanders\./)).toBeTruthy();
  });

  test('the GET form is answered by the server: not an own home, two buyers, a loan', async () => {
    const { container } = renderRoute(
      `${listingPath('VT1001', 'nl')}?own=no&buyers=2&loan=200000`,
      saleRoute('nl', 'te-koop'),
    );
    await screen.findByRole('heading', { level: 2, name: 'Wat de aankoop kost' });
    const table = costsTable();
    expect(amountOf(table, 'Registratiebelasting (12% op € 545.000)')).toBe('€ 65.400');
    expect(amountOf(table, 'Hypotheek: registratierecht (1% op € 220.000)')).toBe('€ 2.200');
    expect(amountOf(table, 'Geraamd totaal')).toBe('€ 619.610,26');
    const form = container.querySelector('#purchase-costs form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toMatch(/^\/nl\/te-koop\/.*\/#purchase-costs$/);
    expect([...form.elements].map((element) => element.getAttribute('name')).filter(Boolean)).toEqual([
      'own',
      'own',
      'first',
      'first',
      'buyers',
      'buyers',
      'loan',
    ]);
    expect((screen.getByRole('radio', { name: 'Twee kopers' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Hypothecaire lening in euro') as HTMLInputElement).value).toBe('200000');
  });

  test('a refused value gets a translated message beside its field and keeps the input; no total', async () => {
    renderRoute(`${listingPath('VT1005', 'fr')}?loan=12abc&buyers=7`, saleRoute('fr', 'a-vendre'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    const loan = screen.getByLabelText('Prêt hypothécaire en euros') as HTMLInputElement;
    expect(loan.value).toBe('12abc');
    expect(loan.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Indiquez un montant entier en euros, de 0 à 99.999.999.')).toBeTruthy();
    expect(screen.getByText('Choisissez un ou deux acquéreurs.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /frais d’achat/ })).toBeNull();
  });

  test('Luxembourg: the duties less the Bëllegen Akt credit of each buyer', async () => {
    renderRoute(`${listingPath('VT1008', 'de')}?buyers=2&loan=300000`, saleRoute('de', 'zu-verkaufen'));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Was der Kauf kostet' });
    const table = within(heading.closest('section') as HTMLElement).getByRole('table');
    expect(amountOf(table, 'Steuergutschrift Bëllegen Akt')).toBe('€ -60.000');
    expect(screen.getByText('Die Kosten einer Hypothekenurkunde in Luxemburg sind nicht enthalten.')).toBeTruthy();
  });

  test('a Flemish E label adds the renovation to label D at the agency’s unit costs', async () => {
    serveFacts('VT1002', { energyLabel: 'E', energyValue: 450 });
    renderRoute(listingPath('VT1002', 'en'), saleRoute('en', 'for-sale'));
    await screen.findByRole('heading', { level: 2, name: 'What buying it costs' });
    const table = costsTable();
    expect(amountOf(table, /Renovation to label D within 5 years/)).toMatch(/^€ [\d.]+$/);
    expect(within(table).getByRole('rowheader', { name: 'Total with the renovation' })).toBeTruthy();
  });

  test('no block for a price on request or a rental', async () => {
    renderRoute(listingPath('VT1009', 'en'), saleRoute('en', 'for-sale'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { level: 2, name: 'What buying it costs' })).toBeNull();
    const rental = (properties.en as Row[]).find((row) => row.goal === 1)?.reference as string;
    renderRoute(listingPath(rental, 'en'), saleRoute('en', 'for-rent'));
    await screen.findAllByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { level: 2, name: 'What buying it costs' })).toBeNull();
  });
});
