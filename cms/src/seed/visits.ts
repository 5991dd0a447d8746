import type { ListingSeed } from './listings';
import type { Random } from './random';

export interface VisitSlotRow {
  listing: number;
  agent: number;
  startsAt: string;
  endsAt: string;
  kind: 'visit' | 'rental_appointment';
  capacity: number;
  booked: number;
  minimumIncome: number | null;
  maximumPersons: number | null;
  slotStatus: 'open' | 'full';
}

/**
 * Visit slots for about forty available listings over the next three weeks: weekday evenings
 * and Saturday mornings (Brussels time), some already full. Rental appointments carry the
 * minimum income (three times the rent) and the maximum number of occupants.
 */
export function visitSlots(random: Random, listings: readonly ListingSeed[], today: Date, count = 40): VisitSlotRow[] {
  const candidates = listings
    .map((listing, index) => ({ listing, index }))
    .filter(
      ({ listing }) =>
        listing.shared.listingStatus === 'available' &&
        (listing.type.family === 'house' || listing.type.family === 'apartment'),
    );
  const chosen = random.sample(candidates, count);
  const rows: VisitSlotRow[] = [];
  for (const { listing, index } of chosen) {
    const rent = listing.shared.goal === 1;
    const days = random
      .sample(
        Array.from({ length: 21 }, (_, i) => i + 1),
        random.int(2, 4),
      )
      .sort((a, b) => a - b);
    for (const day of days) {
      const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + day));
      const saturday = date.getUTCDay() === 6;
      if (date.getUTCDay() === 0) continue;
      // 17:00–19:30 on weekdays, 10:00–12:30 on Saturdays, Belgian local time (UTC+1 in winter).
      const hour = saturday ? random.int(10, 12) : random.int(17, 19);
      const minutes = random.pick([0, 30]);
      const start = new Date(date.getTime() + ((hour - 1) * 60 + minutes) * 60_000);
      const duration = rent ? 20 : random.pick([30, 45, 60]);
      const capacity = rent ? random.int(1, 3) : saturday ? random.int(4, 8) : random.int(1, 2);
      const full = random.chance(0.2);
      const booked = full ? capacity : random.int(0, capacity - 1);
      rows.push({
        listing: index,
        agent: listing.agent,
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + duration * 60_000).toISOString(),
        kind: rent ? 'rental_appointment' : 'visit',
        capacity,
        booked,
        minimumIncome: rent ? Math.round((listing.shared.price * 3) / 100) * 100 : null,
        maximumPersons: rent ? Math.max(1, Math.min(6, listing.shared.bedrooms * 2 || 1)) : null,
        slotStatus: booked >= capacity ? 'full' : 'open',
      });
    }
  }
  return rows;
}

export interface OwnerStatRow {
  listing: number;
  date: string;
  source: string;
  visits: number;
  pageViews: number;
  communications: number;
  onlineMedia: string;
}

const sources: readonly [source: string, media: string, share: number][] = [
  ['website', 'vitrine.localhost', 1],
  ['immoweb', 'Immoweb', 1.6],
  ['zimmo', 'Zimmo', 0.7],
  ['immovlan', 'Immovlan', 0.45],
  ['facebook', 'Facebook', 0.3],
];

/** Daily figures per source over the last `days` days: busier at the start and at weekends. */
export function ownerStats(random: Random, listingIndexes: readonly number[], today: Date, days = 60): OwnerStatRow[] {
  const rows: OwnerStatRow[] = [];
  for (const listing of listingIndexes) {
    const popularity = random.float(4, 14);
    for (let ago = days; ago >= 1; ago--) {
      const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ago));
      const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.35 : 1;
      const freshness = 0.55 + 0.9 * (ago / days) ** 2; // most interest in the first weeks online
      for (const [source, media, share] of sources) {
        if (source === 'facebook' && random.chance(0.6)) continue;
        const visits = Math.max(0, Math.round(popularity * share * weekend * freshness * random.float(0.6, 1.4)));
        rows.push({
          listing,
          date: date.toISOString().slice(0, 10),
          source,
          visits,
          pageViews: Math.round(visits * random.float(1.2, 2.1)),
          communications: visits > 8 && random.chance(0.18) ? random.int(1, 2) : 0,
          onlineMedia: media,
        });
      }
    }
  }
  return rows;
}
