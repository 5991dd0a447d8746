import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { job } from '../jobs/job';
import { CrmImporter, type CrmSource, type ImportReport } from './importer';
import { OmnicasaClient, omnicasaSettings } from './omnicasa/client';
import { omnicasaLanguages } from './omnicasa/feed';
import { mapListing, mapProject, type MappedListing, type MappedProject } from './omnicasa/mapping';
import { RefusedRecord, refusedEntry, type RefusalCause } from './refusals';

export const crmSyncUid = 'api::crm-sync.crm-sync';

/** Where a list stands: the change date of its last fully applied page, and the page within that date. */
type ListCursor = { since: string | null; page: number };
/** The sync's cursors, stored only once what they pass is applied (a failed run resumes from them). */
export type SyncCursor = { projects: ListCursor; properties: ListCursor; deletedSince: string | null };
const initialCursor = (): SyncCursor => ({
  projects: { since: null, page: 1 },
  properties: { since: null, page: 1 },
  deletedSince: null,
});

type SyncRow = { id: number; cursor: SyncCursor | null; claimToken: string | null };

/** How long one instance's claim on the sync holds; renewed after each page, so only a dead run loses it. */
const leaseMs = () => Math.max(10_000, Number(process.env.CRM_SYNC_LEASE_MS) || 10 * 60_000);
/** Deletions are asked from a little before the last run began: the CRM's clock and ours may differ. */
const clockMarginMs = 5 * 60_000;

export type SyncOutcome =
  { ran: false; reason: 'not configured' | 'running elsewhere' } | { ran: true; report: ImportReport; error?: string };

/** A run that lost its claim (it ran longer than the lease and another instance took over) stops. */
class ClaimLost extends Error {}

async function syncRow(strapi: Core.Strapi, source: CrmSource): Promise<SyncRow> {
  const query = strapi.db.query(crmSyncUid);
  const found = (await query.findOne({ where: { source } })) as SyncRow | null;
  if (found) return found;
  try {
    return (await query.create({ data: { source, cursor: initialCursor() } })) as SyncRow;
  } catch (error) {
    // Another instance created it at the same moment (the source is unique).
    const raced = (await query.findOne({ where: { source } })) as SyncRow | null;
    if (!raced) throw error;
    return raced;
  }
}

/**
 * One conditional UPDATE claims the sync: of two Strapi instances on one database, exactly one
 * sees its row changed (as the outbox and the alerts job claim their rows).
 */
async function claim(strapi: Core.Strapi, row: SyncRow, token: string): Promise<boolean> {
  const now = new Date();
  const { count } = await strapi.db.query(crmSyncUid).updateMany({
    where: { id: row.id, $or: [{ leaseUntil: { $null: true } }, { leaseUntil: { $lt: now } }] },
    data: { leaseUntil: new Date(now.getTime() + leaseMs()), claimToken: token, lastRunStartedAt: now },
  });
  return count === 1;
}

/** Stores what the run has fully applied and renews the claim; throws `ClaimLost` when the claim is another's. */
async function save(strapi: Core.Strapi, row: SyncRow, token: string, data: Record<string, unknown>) {
  const { count } = await strapi.db.query(crmSyncUid).updateMany({
    where: { id: row.id, claimToken: token },
    data: { leaseUntil: new Date(Date.now() + leaseMs()), ...data },
  });
  if (count !== 1) throw new ClaimLost('the CRM sync was claimed by another instance');
}

type ListCall<T> = (request: { LanguageId: number; ModifiedSince?: string; Page?: number; IDs?: number[] }) => Promise<{
  Items: T[];
}>;

/**
 * Reads one list page by page from its cursor, asks the other languages of each page's objects,
 * applies them, and moves the cursor on after each page: keyset on the change date (inclusive,
 * so a page cut inside one date loses nothing; a record read twice is unchanged and not written),
 * with a page number only while the date does not move.
 */
async function applyList<T extends { ID: number; LastChangedDate: string }, M>(
  list: ListCall<T>,
  cursor: ListCursor,
  pageSize: number,
  map: (records: T[]) => M,
  apply: (mapped: M) => Promise<void>,
  refuse: (crmId: string, cause: RefusalCause) => void,
  saveCursor: (cursor: ListCursor) => Promise<void>,
): Promise<void> {
  let at = cursor;
  for (;;) {
    const { Items: items } = await list({
      LanguageId: omnicasaLanguages.nl,
      ModifiedSince: at.since ?? undefined,
      Page: at.page,
    });
    if (items.length === 0) return;
    const ids = [...new Set(items.map((item) => item.ID))];
    const records = new Map<number, T[]>(ids.map((id) => [id, items.filter((item) => item.ID === id)]));
    for (const [locale, LanguageId] of Object.entries(omnicasaLanguages)) {
      if (locale === 'nl') continue;
      for (const item of (await list({ LanguageId, IDs: ids })).Items) records.get(item.ID)?.push(item);
    }
    for (const [id, recordsOfOne] of records) {
      let mapped: M;
      try {
        mapped = map(recordsOfOne);
      } catch (error) {
        if (!(error instanceof RefusedRecord)) throw error;
        refuse(String(id), error.refusal);
        continue;
      }
      await apply(mapped);
    }
    const last = items.at(-1)!.LastChangedDate;
    // The end of the list: the next run starts at its last date's first page (what comes later is
    // added after it). Else the next page: by date when the date moved, by number when it did not.
    const end = items.length < pageSize;
    at = end || last !== at.since ? { since: last, page: 1 } : { since: at.since, page: at.page + 1 };
    await saveCursor(at);
    if (end) return;
  }
}

const syncJob = job({
  name: 'crm-sync',
  log: '[crm sync]',
  async work(strapi): Promise<SyncOutcome> {
    const settings = omnicasaSettings();
    if (!settings) return { ran: false, reason: 'not configured' };
    return pullOmnicasa(strapi, new OmnicasaClient(settings));
  },
  notRun: (why): SyncOutcome => ({ ran: false, reason: why === 'running' ? 'running elsewhere' : 'not configured' }),
  // Every CRM_SYNC_INTERVAL_MINUTES (15 by default; 0 turns it off) when a CRM is configured.
  // `npm run sync:crm` and the admin's "sync now" run it by hand.
  rule() {
    if (!omnicasaSettings()) return null;
    const raw = process.env.CRM_SYNC_INTERVAL_MINUTES;
    const minutes = raw === undefined || raw === '' ? 15 : Number(raw);
    return Number.isInteger(minutes) && minutes > 0 ? `0 */${Math.min(59, minutes)} * * * *` : null;
  },
  failure: 'warn',
});

/**
 * One pull of the agency's CRM: projects, then listings (which name their project), changed since
 * the stored cursors, then what the CRM deleted since the last run. One run at a time across every
 * Strapi instance (a claimed row), and within one instance. Returns what it changed and refused.
 */
export const runCrmSync = syncJob.run;

/** Whether this instance is running a sync now. */
export const crmSyncRunning = syncJob.running;

async function pullOmnicasa(strapi: Core.Strapi, client: OmnicasaClient): Promise<SyncOutcome> {
  const source = 'omnicasa';
  const row = await syncRow(strapi, source);
  const token = randomBytes(16).toString('hex');
  if (!(await claim(strapi, row, token))) return { ran: false, reason: 'running elsewhere' };
  const startedAt = Date.now();
  const importer = new CrmImporter(strapi, source);
  const report = importer.report;
  const refuse = (kind: 'listing' | 'project') => (crmId: string, cause: RefusalCause) =>
    report.refused.push(refusedEntry(crmId, kind, cause));
  const cursor: SyncCursor = { ...initialCursor(), ...(row.cursor ?? {}) };
  const store = (data: Record<string, unknown>) => save(strapi, row, token, data);
  try {
    await applyList(
      (request) => client.projects(request),
      cursor.projects,
      client.pageSize,
      mapProject,
      (mapped: MappedProject) => importer.project(mapped),
      refuse('project'),
      async (at) => store({ cursor: { ...cursor, projects: (cursor.projects = at) } }),
    );
    await applyList(
      (request) => client.properties(request),
      cursor.properties,
      client.pageSize,
      mapListing,
      (mapped: MappedListing) => importer.listing(mapped),
      refuse('listing'),
      async (at) => store({ cursor: { ...cursor, properties: (cursor.properties = at) } }),
    );
    const deletedSince = new Date(startedAt - clockMarginMs).toISOString();
    for (const id of await client.deletedPropertyIds(cursor.deletedSince)) await importer.removedListing(String(id));
    for (const id of await client.deletedProjectIds(cursor.deletedSince)) await importer.removedProject(String(id));
    cursor.deletedSince = deletedSince;
    await store({
      cursor,
      lastReport: report,
      lastRunEndedAt: new Date(),
      lastRunError: null,
      leaseUntil: null,
      claimToken: null,
    });
    return { ran: true, report };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A warning: the CRM being down is not the site's error, and the next run resumes.
    strapi.log.warn(`[crm sync] stopped: ${message}; the next run resumes where this one stopped`);
    if (!(error instanceof ClaimLost)) {
      await strapi.db.query(crmSyncUid).updateMany({
        where: { id: row.id, claimToken: token },
        data: {
          lastReport: report,
          lastRunEndedAt: new Date(),
          lastRunError: message.slice(0, 2000),
          leaseUntil: null,
          claimToken: null,
        },
      });
    }
    return { ran: true, report, error: message };
  }
}

/** Lets the run in progress finish and starts no other (Strapi's destroy). */
export const stopCrmSync = syncJob.stop;

/** Schedules the pull in Strapi's cron. */
export const scheduleCrmSync = syncJob.schedule;

/**
 * Applies one announced listing (the push webhook's queue): asks the CRM for it in every language
 * and writes it as the pull does, or takes it off the site when it was deleted. Returns what it did.
 */
export async function applyAnnounced(strapi: Core.Strapi, event: string, crmId: string): Promise<string> {
  const settings = omnicasaSettings();
  if (!settings) return 'no CRM configured';
  const importer = new CrmImporter(strapi, 'omnicasa');
  if (event === 'estate-deleted') {
    await importer.removedListing(crmId);
  } else {
    const client = new OmnicasaClient(settings);
    const records = [];
    for (const LanguageId of Object.values(omnicasaLanguages))
      records.push(...(await client.properties({ LanguageId, IDs: [Number(crmId)] })).Items);
    if (records.length === 0) return 'not in the CRM';
    try {
      await importer.listing(mapListing(records));
    } catch (error) {
      if (!(error instanceof RefusedRecord)) throw error;
      importer.report.refused.push(refusedEntry(crmId, 'listing', error.refusal));
    }
  }
  const { created, updated, unpublished, keptAsGone, refused } = importer.report;
  if (refused[0]) return `refused: ${refused[0].reason}`;
  return created.length
    ? 'created'
    : updated.length
      ? 'updated'
      : unpublished.length
        ? 'unpublished'
        : keptAsGone.length
          ? 'kept as sold or rented'
          : 'unchanged';
}
