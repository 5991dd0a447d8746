import { render, screen, within } from '@testing-library/react';
import type { Language } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { SiteIntlProvider } from '~/i18n/intl-provider';
import { messagesFor } from '~/i18n/messages.server';
import type { PriceHistoryEntry } from './price-history';
import { PriceHistoryBlock } from './price-history-block';

const history: PriceHistoryEntry[] = [
  { date: '2026-11-20T09:30:00.000Z', field: 'price', from: '350000', to: '325000' },
  { date: '2026-10-02T22:30:00.000Z', field: 'listingStatus', from: 'available', to: 'under_option' },
];

function renderHistory(language: Language, entries: readonly PriceHistoryEntry[] = history) {
  return render(
    <SiteIntlProvider language={language} messages={messagesFor(language)}>
      <PriceHistoryBlock history={entries} />
    </SiteIntlProvider>,
  );
}

describe('a listing’s price and status history', () => {
  test.each<[Language, string, string, string, string]>([
    [
      'en',
      'Price and status history',
      '20 Nov 2026',
      'Price € 350.000 → € 325.000 (lowered by 7,1%)',
      'Status Available → Under option',
    ],
    [
      'nl',
      'Prijs- en statusgeschiedenis',
      '20 nov 2026',
      'Prijs € 350.000 → € 325.000 (7,1% lager)',
      'Status Beschikbaar → In optie',
    ],
    [
      'fr',
      'Historique du prix et du statut',
      '20 nov. 2026',
      'Prix € 350.000 → € 325.000 (en baisse de 7,1 %)',
      'Statut Disponible → Sous option',
    ],
    [
      'de',
      'Preis- und Statusverlauf',
      '20.11.2026',
      'Preis € 350.000 → € 325.000 (um 7,1 % gesenkt)',
      'Status Verfügbar → Unter Option',
    ],
  ])('in %s: dates, prices and statuses in the visitor’s words', (language, heading, date, price, status) => {
    renderHistory(language);
    const block = screen.getByRole('region', { name: heading });
    const rows = within(block).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent?.replace(/\s+/g, ' ')).toBe(`${date}${price}`.replace(/\s+/g, ' '));
    expect(rows[1]!.textContent?.replace(/\s+/g, ' ')).toContain(status);
    // Dated in Brussels time: 22:30 UTC on 2 October is 3 October there.
    expect(within(rows[1]!).getByText(/\b3\b|\b03\b/).tagName).toBe('TIME');
  });

  test('a raise says so, and a price first set reads "none" before it', () => {
    renderHistory('en', [
      { date: '2026-11-20T09:30:00.000Z', field: 'price', from: '300000', to: '309000' },
      { date: '2026-11-01T09:30:00.000Z', field: 'price', from: null, to: '300000' },
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('(raised by 3%)');
    expect(rows[1]!.textContent).toContain('none → € 300.000');
  });

  test('no history, no block', () => {
    const { container } = renderHistory('en', []);
    expect(container.innerHTML).toBe('');
  });
});
