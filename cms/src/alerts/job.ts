import { randomBytes, randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { isLanguage, matchesDemand, type Language } from '@vitrine/domain';
import { everySeconds, job } from '../jobs/job';
import { findAgency } from '../mail/agency';
import { findPublishedListing } from '../mail/listings';
import { enqueueMails } from '../outbox/queue';
import { registerUid } from './confirmation';
import { criteriaAttributes, criteriaOf, type StoredCriteria } from './criteria';
import { alertEventUid } from './listing-changes';
import { matchableListing } from './matchable-listing';
import { searchAlertMail, type AlertChange, type AlertItem, type Registrant } from './mails';

export const alertMatchUid = 'api::alert-match.alert-match';

/** How the alerts job paces itself; every value can be set by environment (see .env.example). */
export interface AlertSettings {
  /** How long matches of one registrant are gathered before an "at once" mail: a few minutes. */
  bundleMs: number;
  /** The least time between two daily digests of one registrant. */
  digestMs: number;
  /** How long a claim on a queued listing change holds: a job that died loses it after this. */
  leaseMs: number;
  /** Listing changes matched per run. */
  batchSize: number;
}

export function alertSettings(env: NodeJS.ProcessEnv = process.env): AlertSettings {
  const seconds = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return (Number.isFinite(value) && value > 0 ? value : fallback) * 1000;
  };
  return {
    bundleMs: seconds('ALERT_BUNDLE_SECONDS', 180),
    digestMs: seconds('ALERT_DIGEST_SECONDS', 86_400),
    leaseMs: seconds('ALERT_LEASE_SECONDS', 120),
    batchSize: 20,
  };
}

type RegistrantRow = StoredCriteria & {
  documentId: string;
  email: string;
  firstName: string | null;
  language: string;
  unsubscribeToken: string | null;
  delivery: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  lastMatchedAt: string | null;
};

type EventRow = {
  id: number;
  propertyDocumentId: string;
  kind: string;
  changeKey: string;
  listingStatus: string | null;
};

/** Claims a queued change with one conditional UPDATE: of several instances, one matches it. */
async function claimEvent(strapi: Core.Strapi, id: number, settings: AlertSettings): Promise<boolean> {
  const now = Date.now();
  const { count } = await strapi.db.query(alertEventUid).updateMany({
    where: { id, processedAt: null, $or: [{ leaseUntil: null }, { leaseUntil: { $lt: now } }] },
    data: { leaseUntil: now + settings.leaseMs, claimToken: randomBytes(12).toString('hex') },
  });
  return count === 1;
}

/**
 * Matches queued listing changes against the confirmed, subscribed entries: one match row per
 * registrant and change (a unique key), so the same change is never mailed twice to anyone.
 */
async function matchEvents(strapi: Core.Strapi, settings: AlertSettings): Promise<number> {
  const now = Date.now();
  const events = (await strapi.db.query(alertEventUid).findMany({
    where: { processedAt: null, $or: [{ leaseUntil: null }, { leaseUntil: { $lt: now } }] },
    select: ['id', 'propertyDocumentId', 'kind', 'changeKey', 'listingStatus'],
    orderBy: { id: 'asc' },
    limit: settings.batchSize,
  })) as EventRow[];
  let matched = 0;
  for (const event of events) {
    if (!(await claimEvent(strapi, event.id, settings))) continue;
    const listing = await matchableListing(strapi, event.propertyDocumentId);
    if (listing) {
      for (let offset = 0; ; offset += 500) {
        const registrants = (await strapi.db.query(registerUid).findMany({
          where: { confirmedAt: { $notNull: true }, unsubscribedAt: null },
          select: ['documentId', ...criteriaAttributes],
          orderBy: { id: 'asc' },
          offset,
          limit: 500,
        })) as RegistrantRow[];
        for (const registrant of registrants) {
          if (!matchesDemand(criteriaOf(registrant), listing)) continue;
          const dedupeKey = `${registrant.documentId}:${event.changeKey}`;
          if (await strapi.db.query(alertMatchUid).findOne({ where: { dedupeKey }, select: ['id'] })) continue;
          await strapi.db.query(alertMatchUid).create({
            data: {
              documentId: randomUUID().replace(/-/g, '').slice(0, 24),
              publishedAt: new Date(),
              registrantDocumentId: registrant.documentId,
              propertyDocumentId: event.propertyDocumentId,
              kind: event.kind,
              listingStatus: event.listingStatus,
              dedupeKey,
              matchedAt: Date.now(),
            },
          });
          matched += 1;
        }
        if (registrants.length < 500) break;
      }
    }
    await strapi.db.query(alertEventUid).update({
      where: { id: event.id },
      data: { processedAt: new Date(), leaseUntil: null, claimToken: null },
    });
  }
  return matched;
}

type MatchRow = {
  id: number;
  registrantDocumentId: string;
  propertyDocumentId: string;
  kind: string;
  listingStatus: string | null;
  matchedAt: number | string;
};

const changeOf = (match: MatchRow): AlertChange | null => {
  if (match.kind === 'published' || match.kind === 'price_drop') return match.kind;
  return match.listingStatus === 'under_option' || match.listingStatus === 'sold' || match.listingStatus === 'rented'
    ? match.listingStatus
    : null;
};

/**
 * Sends what is due: for an "at once" registrant, every match once the oldest waited a few
 * minutes (so a burst of publications makes one mail); for a "daily" one, the same, at most once
 * per day. The mail and the "mailed" mark of its matches are written in one transaction.
 */
async function sendDue(strapi: Core.Strapi, settings: AlertSettings): Promise<number> {
  const now = Date.now();
  const waiting = (await strapi.db.query(alertMatchUid).findMany({
    where: { mailedAt: null, matchedAt: { $lte: now - settings.bundleMs } },
    select: ['registrantDocumentId'],
    orderBy: { id: 'asc' },
    limit: 200,
  })) as { registrantDocumentId: string }[];
  let sent = 0;
  for (const documentId of new Set(waiting.map((row) => row.registrantDocumentId))) {
    const registrant = (await strapi.db.query(registerUid).findOne({
      where: { documentId },
      select: [
        'documentId',
        'email',
        'firstName',
        'language',
        'unsubscribeToken',
        'delivery',
        'confirmedAt',
        'unsubscribedAt',
        'lastMatchedAt',
      ],
    })) as RegistrantRow | null;
    const matches = (await strapi.db.query(alertMatchUid).findMany({
      where: { registrantDocumentId: documentId, mailedAt: null },
      orderBy: { id: 'asc' },
    })) as MatchRow[];
    const stopped = !registrant || registrant.unsubscribedAt || !registrant.confirmedAt || !registrant.unsubscribeToken;
    const digest = registrant?.delivery === 'daily';
    const lastMail = registrant ? Date.parse(registrant.lastMatchedAt ?? registrant.confirmedAt ?? '') || 0 : 0;
    if (!stopped && digest && now - lastMail < settings.digestMs) continue;

    const language: Language = isLanguage(registrant?.language) ? registrant.language : 'nl';
    const items: AlertItem[] = [];
    if (!stopped) {
      for (const match of matches) {
        const change = changeOf(match);
        const listing = change ? await findPublishedListing(strapi, match.propertyDocumentId, language) : null;
        if (listing && change) items.push({ listing, change });
      }
    }
    const agency = await findAgency(strapi, language);
    await strapi.db
      .transaction(async () => {
        // Claimed by this update: a second instance finds them mailed and sends nothing.
        const { count } = await strapi.db.query(alertMatchUid).updateMany({
          where: { id: { $in: matches.map((match) => match.id) }, mailedAt: null },
          data: { mailedAt: new Date() },
        });
        if (count !== matches.length) throw new Error('alert matches claimed by another instance');
        if (stopped || items.length === 0) return;
        const to: Registrant = {
          documentId,
          email: registrant.email,
          firstName: registrant.firstName,
          language,
          unsubscribeToken: registrant.unsubscribeToken!,
        };
        // Named after its entry: an unsubscribe removes it if still waiting (unsubscribe.ts).
        await enqueueMails(strapi, { uid: registerUid, documentId }, [
          searchAlertMail(to, items, digest, agency, strapi),
        ]);
        await strapi.db.query(registerUid).updateMany({ where: { documentId }, data: { lastMatchedAt: new Date() } });
        sent += 1;
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes('claimed by another instance'))) throw error;
      });
  }
  return sent;
}

const alertsJob = job({
  name: 'search-alerts',
  log: '[alerts]',
  async work(strapi, settings: AlertSettings = alertSettings()) {
    await matchEvents(strapi, settings);
    await sendDue(strapi, settings);
  },
  notRun: () => undefined,
  // Every ALERT_INTERVAL_SECONDS, 30 by default; the outbox sends its mails.
  rule: () => everySeconds('ALERT_INTERVAL_SECONDS', 30),
});

/** One run of the alerts job: match queued changes, then send what is due. Runs never overlap within an instance. */
export const runAlerts = alertsJob.run;
/** Lets the run in progress finish and starts no other (Strapi's destroy). */
export const stopAlerts = alertsJob.stop;
/** Schedules the alerts job in Strapi's cron. */
export const scheduleAlerts = alertsJob.schedule;
