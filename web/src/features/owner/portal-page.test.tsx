import { render, screen, within } from '@testing-library/react';
import type { Language } from '@vitrine/domain';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';
import { SiteIntlProvider } from '~/i18n/intl-provider';
import { messagesFor } from '~/i18n/messages.server';
import type { PortalListing } from './owner.server';
import { ListingPanel } from './portal-page';

const none = { visits: 0, pageViews: 0 };
const listing: PortalListing = {
  documentId: 'doc-1',
  reference: 'VB1001',
  title: 'Maison',
  slug: 'maison',
  citySlug: 'gent',
  city: 'Gent',
  typeSlug: 'huis',
  goal: 0,
  listingStatus: 'available',
  price: 285000,
  today: none,
  week: none,
  month: none,
  total: none,
  days: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    visits: 0,
    pageViews: 0,
  })),
  sources: [],
  onlineMedia: [],
  calendar: [],
  communications: [],
  history: [],
  searchers: { kind: 'count', n: 14 },
  changes: [
    { date: '2026-11-20T10:00:00.000Z', field: 'listingStatus', from: 'under_option', to: 'available' },
    { date: '2026-11-02T10:00:00.000Z', field: 'price', from: '300000', to: '285000' },
  ],
  path: null,
};

function renderPortal(language: Language, listings: PortalListing[]) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SiteIntlProvider language={language} messages={messagesFor(language)}>
          {listings.map((item, index) => (
            <ListingPanel key={item.documentId} listing={item} index={index} />
          ))}
        </SiteIntlProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('the status and price history in the portal', () => {
  test.each([
    ['en', 'Status and price', 'Status', 'Under option', 'Available', 'Price'],
    ['nl', 'Status en prijs', 'Status', 'Onder optie', 'Beschikbaar', 'Prijs'],
    ['fr', 'Statut et prix', 'Statut', 'Sous option', 'Disponible', 'Prix'],
    ['de', 'Status und Preis', 'Status', 'Unter Option', 'Verfügbar', 'Preis'],
  ] as const)(
    'one row per change, with before and after, in %s',
    (language, heading, status, option, available, price) => {
      renderPortal(language, [listing]);
      const section = screen.getByRole('heading', { name: heading }).closest('section')!;
      const rows = within(section).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(2);
      const cells = (row: HTMLElement) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
      expect(cells(rows[0]!)).toEqual([status, option, available]);
      expect(cells(rows[1]!)[0]).toBe(price);
      expect(cells(rows[1]!)[1]).toMatch(/300[\s.\u202f]?000/);
      expect(cells(rows[1]!)[2]).toMatch(/285[\s.\u202f]?000/);
    },
  );

  test('a listing without changes says so', () => {
    renderPortal('en', [{ ...listing, changes: [] }]);
    expect(screen.getByText('No change of price or status yet.')).toBeTruthy();
  });
});

describe('the searchers wanting a home like the listing', () => {
  test.each([
    ['en', { kind: 'count', n: 14 }, '14 registered buyers are looking for a home like yours.'],
    ['nl', { kind: 'count', n: 1250 }, /^1\.250 ingeschreven kopers zoeken een woning zoals de uwe\.$/],
    ['en', { kind: 'few', n: null }, 'A few registered buyers are looking for a home like yours.'],
    ['nl', { kind: 'few', n: null }, 'Enkele ingeschreven kopers zoeken een woning zoals de uwe.'],
    ['fr', { kind: 'none', n: 0 }, 'Aucun acheteur inscrit ne cherche encore un bien comme le vôtre.'],
    [
      'de',
      null,
      'Die Käufer, die eine Immobilie wie diese suchen, werden jede Nacht gezählt: Schauen Sie morgen wieder vorbei.',
    ],
  ] as const)('in %s: %j', (language, searchers, sentence) => {
    renderPortal(language, [{ ...listing, searchers }]);
    const shown = document.querySelector('.owner-listing__searchers')!.textContent;
    if (typeof sentence === 'string') expect(shown).toBe(sentence);
    else expect(shown).toMatch(sentence);
  });
});
