import type { Core } from '@strapi/strapi';
import {
  isLanguage,
  searcherCount,
  type Language,
  type OwnerFigures as Figures,
  type OwnerListing,
} from '@vitrine/domain';
import { listingSearchers } from '../alerts/listing-searchers';
import { addDays, brusselsDay } from './days';
import { listingHistory, type ListingChange } from './listing-history';

/** Request collections whose rows name a listing (counted in "communications"). */
const requestKinds = [
  ['visit-request', 'api::visit-request.visit-request'],
  ['info-request', 'api::info-request.info-request'],
  ['document-request', 'api::document-request.document-request'],
  ['contact-message', 'api::contact-message.contact-message'],
  ['send-to-friend', 'api::send-to-friend.send-to-friend'],
  ['appointment', 'api::appointment.appointment'],
  ['purchase-offer', 'api::purchase-offer.purchase-offer'],
] as const;

/** Sources the site records itself; any other source with a medium name is an agent's entry. */
const siteSources = new Set(['website', 'direct', 'search', 'social', 'newsletter', 'alert', 'other']);

type PropertyRow = {
  id: number;
  documentId: string;
  locale: string;
  publishedAt: string | null;
  updatedAt: string;
  reference: string | null;
  title: string | null;
  slug: string | null;
  citySlug: string | null;
  city: string | null;
  goal: number | null;
  listingStatus: string | null;
  price: number | null;
  propertyType: { slug: string | null } | null;
};

/** Every row (locale, draft and published) of the listings linked to `userId`. */
async function ownedRows(strapi: Core.Strapi, userId: number): Promise<PropertyRow[]> {
  const owned = (await strapi.db.query('api::property.property').findMany({
    where: { owners: { id: userId } },
    select: ['documentId'],
  })) as { documentId: string }[];
  const documentIds = [...new Set(owned.map((row) => row.documentId))];
  if (documentIds.length === 0) return [];
  return (await strapi.db.query('api::property.property').findMany({
    where: { documentId: { $in: documentIds } },
    select: [
      'id',
      'documentId',
      'locale',
      'publishedAt',
      'updatedAt',
      'reference',
      'title',
      'slug',
      'citySlug',
      'city',
      'goal',
      'listingStatus',
      'price',
    ],
    populate: { propertyType: { select: ['slug'] } },
    orderBy: { id: 'asc' },
  })) as PropertyRow[];
}

/** The documentIds of the listings linked to `userId` (the only listings the owner may read). */
export async function ownedListingIds(strapi: Core.Strapi, userId: number): Promise<string[]> {
  return [...new Set((await ownedRows(strapi, userId)).map((row) => row.documentId))];
}

const sum = (rows: readonly Figures[]): Figures =>
  rows.reduce((total, row) => ({ visits: total.visits + row.visits, pageViews: total.pageViews + row.pageViews }), {
    visits: 0,
    pageViews: 0,
  });

/** A listing of the portal with its recorded changes (price, status, goal: before and after). */
export type OwnerPortalListing = OwnerListing & { changes: ListingChange[] };

/**
 * The states a listing went through, newest first: the published state now, then the state after
 * each earlier change (changes at one instant are one publish), walking the recorded changes back.
 */
export function statesOf(
  current: { date: string; listingStatus: string | null; price: number | null },
  changes: readonly ListingChange[],
): OwnerListing['history'] {
  const states: OwnerListing['history'] = [];
  let state = { listingStatus: current.listingStatus, price: current.price };
  const instants = [...new Set(changes.map((change) => change.date))];
  if (instants.length === 0) return [current];
  for (const instant of instants) {
    states.push({ date: instant, ...state });
    for (const change of changes.filter((candidate) => candidate.date === instant)) {
      if (change.field === 'price') state = { ...state, price: change.from === null ? null : Number(change.from) };
      if (change.field === 'listingStatus') state = { ...state, listingStatus: change.from };
    }
  }
  return states;
}

/**
 * The owner portal of `userId`: each listing linked to the account, in `language` (else another
 * language of it), with its figures. Nothing of any other listing is read.
 */
export async function ownerPortal(
  strapi: Core.Strapi,
  userId: number,
  requested: string,
  now = new Date(),
): Promise<OwnerPortalListing[]> {
  const language: Language = isLanguage(requested) ? requested : 'nl';
  const rows = await ownedRows(strapi, userId);
  if (rows.length === 0) return [];
  const rowIds = rows.map((row) => row.id);
  const documentOf = new Map(rows.map((row) => [row.id, row.documentId]));
  const today = brusselsDay(now);
  const chartDays = Array.from({ length: 30 }, (_, index) => addDays(today, index - 29));
  const weekStart = addDays(today, -6);
  const monthStart = chartDays[0]!;

  const stats = (await strapi.db.query('api::owner-stat.owner-stat').findMany({
    where: { property: { id: { $in: rowIds } } },
    select: ['id', 'date', 'source', 'visits', 'pageViews', 'onlineMedia'],
    populate: { property: { select: ['id'] } },
  })) as {
    id: number;
    date: string;
    source: string;
    visits: number | null;
    pageViews: number | null;
    onlineMedia: string | null;
    property: { id: number } | null;
  }[];

  const slots = (await strapi.db.query('api::visit-slot.visit-slot').findMany({
    where: { property: { id: { $in: rowIds } } },
    select: ['id', 'startsAt', 'kind', 'capacity', 'booked'],
    populate: { property: { select: ['id'] } },
    orderBy: { startsAt: 'desc' },
  })) as {
    id: number;
    startsAt: string;
    kind: string;
    capacity: number | null;
    booked: number | null;
    property: { id: number } | null;
  }[];

  const requests: { kind: string; documentId: string; date: string; slot?: number }[] = [];
  for (const [kind, uid] of requestKinds) {
    const found = (await strapi.db.query(uid).findMany({
      where: { property: { id: { $in: rowIds } } },
      select: ['id', 'createdAt'],
      populate: { property: { select: ['id'] }, ...(kind === 'appointment' ? { visitSlot: { select: ['id'] } } : {}) },
    })) as { id: number; createdAt: string; property: { id: number } | null; visitSlot?: { id: number } | null }[];
    for (const row of found) {
      const documentId = row.property ? documentOf.get(row.property.id) : undefined;
      if (!documentId) continue;
      requests.push({ kind, documentId, date: brusselsDay(new Date(row.createdAt)), slot: row.visitSlot?.id });
    }
  }

  const documentIds = [...new Set(rows.map((row) => row.documentId))];
  // Only the owner's own listings are asked for: no other listing's history is read.
  const recorded = await listingHistory(strapi, documentIds);
  // The daily counts of searches wanting each listing (src/alerts/listing-searchers.ts).
  const searchers = await listingSearchers(strapi, documentIds);
  return documentIds.map((documentId) => {
    const versions = rows.filter((row) => row.documentId === documentId);
    const shown =
      versions.find((row) => row.locale === language && row.publishedAt) ??
      versions.find((row) => row.locale === language) ??
      versions.find((row) => row.publishedAt) ??
      versions[0]!;
    const mine = stats.filter((row) => row.property && documentOf.get(row.property.id) === documentId);
    const figures = (row: (typeof mine)[number]) => ({ visits: row.visits ?? 0, pageViews: row.pageViews ?? 0 });
    const siteOrMedia = (row: (typeof mine)[number]) => !row.onlineMedia || siteSources.has(row.source);
    // Visits count every source, the portals' too; "online media" shows the portals apart.
    const counted = mine;
    const media = mine.filter((row) => !siteOrMedia(row));
    const inRange = (from: string) => counted.filter((row) => row.date >= from && row.date <= today).map(figures);
    const sourceNames = [...new Set(counted.map((row) => row.source))].sort();
    const mediaNames = [...new Set(media.map((row) => row.onlineMedia!))].sort();
    const listingSlots = slots.filter((slot) => slot.property && documentOf.get(slot.property.id) === documentId);
    const listingRequests = requests.filter((request) => request.documentId === documentId);
    const communications = new Map<string, { kind: string; date: string; count: number }>();
    for (const request of listingRequests) {
      const key = `${request.date}|${request.kind}`;
      const entry = communications.get(key) ?? { kind: request.kind, date: request.date, count: 0 };
      entry.count += 1;
      communications.set(key, entry);
    }
    // Price, status and goal as they changed (one row per published change), newest first.
    const changes = recorded.get(documentId) ?? [];
    const published = versions.find((row) => row.publishedAt) ?? shown;
    const history = statesOf(
      {
        date: new Date(published.updatedAt).toISOString(),
        listingStatus: published.listingStatus,
        price: published.price,
      },
      changes,
    );
    return {
      documentId,
      reference: shown.reference,
      title: shown.title,
      slug: shown.slug,
      citySlug: shown.citySlug,
      city: shown.city,
      typeSlug: shown.propertyType?.slug ?? null,
      goal: shown.goal,
      listingStatus: shown.listingStatus,
      price: shown.price,
      today: sum(inRange(today)),
      week: sum(inRange(weekStart)),
      month: sum(inRange(monthStart)),
      total: sum(counted.filter((row) => row.date <= today).map(figures)),
      days: chartDays.map((date) => ({ date, ...sum(counted.filter((row) => row.date === date).map(figures)) })),
      sources: sourceNames.map((source) => ({
        source,
        month: sum(counted.filter((row) => row.source === source && row.date >= monthStart).map(figures)).visits,
        total: sum(counted.filter((row) => row.source === source).map(figures)).visits,
      })),
      onlineMedia: mediaNames.map((medium) => ({
        medium,
        ...sum(media.filter((row) => row.onlineMedia === medium).map(figures)),
      })),
      calendar: listingSlots.map((slot) => ({
        startsAt: slot.startsAt,
        kind: slot.kind,
        capacity: slot.capacity ?? 0,
        booked: slot.booked ?? 0,
        appointments: listingRequests.filter((request) => request.slot === slot.id).length,
      })),
      communications: [...communications.values()].sort((a, b) =>
        a.date < b.date ? 1 : a.date > b.date ? -1 : a.kind.localeCompare(b.kind),
      ),
      history,
      searchers: searchers.has(documentId) ? searcherCount(searchers.get(documentId)!) : null,
      changes,
    };
  });
}
