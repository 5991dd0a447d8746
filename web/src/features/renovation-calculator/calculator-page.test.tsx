import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import RenovationCalculator, { loader } from '~/routes/renovation-calculator';
import { renderRoute, testContext } from '~/test/render-route';
import { siteSettings } from '~/test/mocks/strapi-fixtures.ts';

const route = (path: string) => ({ path, loader, Component: RenovationCalculator });
const run = (url: string) => loader({ url: new URL(url, 'http://127.0.0.1:3000'), context: testContext() } as never);

describe('renovation calculator', () => {
  test('without JavaScript: the GET form is answered by the server with the estimate', async () => {
    const data = await run('/nl/renovatiecalculator/?surface=120&region=flanders&from=E&to=C');
    expect(data.state).toMatchObject({ kind: 'estimate', estimate: { costPerM2: 230, total: 27600 } });
    // A visitor's own calculation is not a page to index.
    expect(data.pageLinks.noindex).toBe(true);

    const { container } = renderRoute(
      '/nl/renovatiecalculator/?surface=120&region=flanders&from=E&to=C',
      route('/nl/renovatiecalculator/'),
    );
    expect(await screen.findByText('Ongeveer € 27.600')).toBeTruthy();
    expect(screen.getByText('€ 230 per m² × 120 m² om van label E naar label C te gaan')).toBeTruthy();
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/nl/renovatiecalculator/');
    expect([...form.elements].map((element) => element.getAttribute('name')).filter(Boolean)).toEqual([
      'surface',
      'region',
      'from',
      'to',
    ]);
    const steps = screen.getByRole('table', { name: 'Uw renovatie, stap voor stap' });
    expect(within(steps).getByRole('rowheader', { name: 'E → D' })).toBeTruthy();
    expect(within(steps).getByText('€ 13.200')).toBeTruthy();
  });

  test('shows the unit costs from the site settings in "how we calculate"', async () => {
    renderRoute('/en/renovation-calculator/', route('/en/renovation-calculator/'));
    const table = await screen.findByRole('table', { name: 'Indicative cost per m² for each label step' });
    const row = within(table).getByRole('rowheader', { name: 'F → E' }).closest('tr') as HTMLElement;
    const step = (siteSettings.en.renovationCosts as { fromLabel: string; costPerM2: number; note: string }[]).find(
      (cost) => cost.fromLabel === 'F',
    )!;
    expect(within(row).getByText(`€ ${step.costPerM2}`)).toBeTruthy();
    expect(within(row).getByText(step.note)).toBeTruthy();
    expect(screen.getByText('Fill in the living area and both labels to see an estimate.')).toBeTruthy();
  });

  test('refuses invalid values with translated errors per field', async () => {
    renderRoute(
      '/fr/calculateur-renovation/?surface=abc&region=wallonia&from=C&to=E',
      route('/fr/calculateur-renovation/'),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Indiquez une surface habitable entre 1 et 10 000 m².')).toBeTruthy();
    expect(screen.getByText('Le label visé doit être meilleur que le label actuel.')).toBeTruthy();
    const surface = screen.getByLabelText('Surface habitable (m²)');
    expect(surface.getAttribute('aria-invalid')).toBe('true');
    expect(surface.getAttribute('aria-describedby')).toBe('surface-hint surface-error');
  });

  test('offers the labels of the chosen region and says when a step has no unit cost', async () => {
    renderRoute(
      '/fr/calculateur-renovation/?surface=100&region=wallonia&from=G&to=E',
      route('/fr/calculateur-renovation/'),
    );
    expect(await screen.findByText(/Nous n’avons pas encore de prix indicatif pour G → F/)).toBeTruthy();
    const options = within(screen.getByLabelText('Label PEB actuel')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choisissez un label',
      'A++',
      'A+',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
    ]);
  });

  test('with JavaScript: the estimate follows the inputs as the visitor types', async () => {
    renderRoute('/en/renovation-calculator/', route('/en/renovation-calculator/'));
    fireEvent.change(await screen.findByLabelText('Living area (m²)'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Current EPC label'), { target: { value: 'F' } });
    fireEvent.change(screen.getByLabelText('Target EPC label'), { target: { value: 'D' } });
    expect(screen.getByText('About € 20.500')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Living area (m²)'), { target: { value: '85,5' } });
    expect(screen.getByText('About € 17.528')).toBeTruthy();
    // Brussels' scale has F too (kept) and sub-labels such as F-.
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'brussels' } });
    expect((screen.getByLabelText('Current EPC label') as HTMLSelectElement).value).toBe('F');
    expect(within(screen.getByLabelText('Current EPC label')).getByRole('option', { name: 'F-' })).toBeTruthy();
  });
});
