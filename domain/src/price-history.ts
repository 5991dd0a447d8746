/**
 * A listing's price and status history as the site shows it, and the "price lowered" mark it
 * computes from it (issue 22, item 4, decision 045): facts Strapi records on each publish
 * (cms/src/owner/listing-history.ts), never a ribbon an agent sets by hand.
 */

/** The fields whose published changes Strapi records (shared by every language). */
export type RecordedField = 'price' | 'listingStatus' | 'goal';

/** One recorded, published change: when, which field, its value before and after (as stored, text). */
export interface RecordedChange {
  readonly date: string;
  readonly field: RecordedField;
  readonly from: string | null;
  readonly to: string | null;
}

/** How long a card says "price lowered" after a published drop. */
export const priceLoweredDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** Statuses after which a listing is off the market: a drop before them is old news. */
const offMarket: ReadonlySet<string> = new Set(['sold', 'rented']);

/** At most this many rows of history on a listing's page (newest first). */
export const publicHistoryLimit = 12;

const amount = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const chronological = (changes: readonly RecordedChange[]): RecordedChange[] =>
  [...changes].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));

/**
 * When the listing's last published price change was a drop, the date of that drop; `null` when
 * there is none, or when the price went up again, the listing changed lists (sale ↔ rent) or it
 * was sold or rented since. What Strapi stores on each publish (`priceLoweredAt`), so a card does
 * not read the history.
 *
 * @example
 * priceLoweredAt([{ date: '2026-11-01T10:00:00Z', field: 'price', from: '350000', to: '325000' }]);
 * // '2026-11-01T10:00:00Z'
 * priceLoweredAt([
 *   { date: '2026-11-01T10:00:00Z', field: 'price', from: '350000', to: '325000' },
 *   { date: '2026-11-05T10:00:00Z', field: 'listingStatus', from: 'available', to: 'sold' },
 * ]); // null
 */
export function priceLoweredAt(changes: readonly RecordedChange[]): string | null {
  let lowered: string | null = null;
  for (const change of chronological(changes)) {
    if (change.field === 'price') {
      const [from, to] = [amount(change.from), amount(change.to)];
      if (from !== null && to !== null && to < from) lowered = change.date;
      else if (from !== to) lowered = null;
    } else if (change.field === 'goal' && change.from !== change.to) {
      lowered = null;
    } else if (change.field === 'listingStatus' && change.to !== null && offMarket.has(change.to)) {
      lowered = null;
    }
  }
  return lowered;
}

/**
 * Whether a card shows "price lowered" at `now`: a drop less than {@link priceLoweredDays} days
 * ago, on a listing still on the market whose price is published.
 *
 * @example
 * const listing = { priceLoweredAt: '2026-11-01T10:00:00Z', listingStatus: 'available', publishPrice: true };
 * showsPriceLowered(listing, new Date('2026-11-27T10:00:00Z')); // true
 * showsPriceLowered(listing, new Date('2026-12-01T10:00:00Z')); // false (30 days on)
 */
export function showsPriceLowered(
  listing: { priceLoweredAt: string | null; listingStatus: string | null; publishPrice: boolean | null },
  now: Date,
): boolean {
  if (!listing.priceLoweredAt || listing.publishPrice === false) return false;
  if (listing.listingStatus !== null && offMarket.has(listing.listingStatus)) return false;
  const since = now.getTime() - Date.parse(listing.priceLoweredAt);
  return Number.isFinite(since) && since >= 0 && since < priceLoweredDays * dayMs;
}

/**
 * The moment a drop made at `loweredAt` stops showing: what bounds how long a page that shows the
 * mark may be kept.
 *
 * @example
 * priceLoweredUntil('2026-11-01T10:00:00.000Z'); // '2026-12-01T10:00:00.000Z'
 */
export function priceLoweredUntil(loweredAt: string): string {
  return new Date(Date.parse(loweredAt) + priceLoweredDays * dayMs).toISOString();
}

/** One row of a listing's public history: a price or a status, before and after. */
export interface PublicHistoryEntry {
  readonly date: string;
  readonly field: 'price' | 'listingStatus';
  readonly from: string | null;
  readonly to: string | null;
}

/**
 * The history a visitor sees on a listing's page, newest first and at most `limit` rows: price and
 * status changes only (a change of list is the agency's bookkeeping), no row whose before and after
 * are the same, and no price at all when the listing does not publish its price now.
 *
 * @example
 * publicHistory([{ date: '2026-11-01T10:00:00Z', field: 'price', from: '350000', to: '325000' }], {
 *   publishPrice: false,
 * }); // []
 */
export function publicHistory(
  changes: readonly RecordedChange[],
  { publishPrice }: { publishPrice: boolean | null },
  limit = publicHistoryLimit,
): PublicHistoryEntry[] {
  const shown: PublicHistoryEntry[] = [];
  for (const change of chronological(changes).reverse()) {
    if (shown.length >= limit) break;
    if (change.field === 'goal') continue;
    if (change.field === 'price') {
      if (publishPrice === false) continue;
      const [from, to] = [amount(change.from), amount(change.to)];
      if (from === to) continue;
    } else if (change.from === change.to) continue;
    shown.push({ date: change.date, field: change.field, from: change.from, to: change.to });
  }
  return shown;
}

/**
 * The drops whose mark ends in the `lookBackMs` before `now` (a run of the job that purges the
 * pages showing them, every few minutes): those lowered between 30 days and 30 days plus
 * `lookBackMs` ago. A window longer than the job's interval overlaps the last run's, so a late tick
 * misses none (a purge twice is harmless).
 *
 * @example
 * priceLoweredEndingBetween(new Date('2026-12-01T10:00:00Z'), 15 * 60_000);
 * // { from: '2026-11-01T09:45:00.000Z', to: '2026-11-01T10:00:00.000Z' }
 */
export function priceLoweredEndingBetween(now: Date, lookBackMs: number): { from: string; to: string } {
  const to = now.getTime() - priceLoweredDays * dayMs;
  return { from: new Date(to - lookBackMs).toISOString(), to: new Date(to).toISOString() };
}
