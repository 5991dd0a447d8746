import type { Core, UID } from '@strapi/strapi';
import { leadPrivacy, retentionDays, retentionSettings, retentionKinds, type RetentionKind } from '@vitrine/domain';
import { job } from '../jobs/job';
import { anonymiseLeads } from './anonymise';
import { logPersonalDataAction } from './audit';
import { followingRows, leadSources, outboxSource } from './personal-data';

/** Leads one run anonymises at most; the rest wait for the next run (daily, or an agent's). */
export const retentionBatch = 200;

const dayMs = 86_400_000;

/** The retention periods of the site settings (non-localized: any language's row holds them). */
export async function readRetentionDays(strapi: Core.Strapi): Promise<Record<RetentionKind, number>> {
  const settings = (await strapi.db.query('api::site-setting.site-setting').findOne({
    select: retentionKinds.map((kind) => retentionSettings[kind]),
  })) as Record<string, unknown> | null;
  return retentionDays(settings);
}

/**
 * Which rows are past retention: a lead older than its kind's period; a subscription (newsletter,
 * standing search) the period after it was stopped, or after it was made and never confirmed.
 */
function pastRetention(kind: RetentionKind, days: number, now: number) {
  const cutoff = new Date(now - days * dayMs);
  if (kind !== 'subscriptions') return { anonymisedAt: null, createdAt: { $lt: cutoff } };
  return {
    anonymisedAt: null,
    $or: [{ unsubscribedAt: { $lt: cutoff } }, { confirmedAt: null, createdAt: { $lt: cutoff } }],
  };
}

/**
 * One run: anonymises at most `batch` leads past their retention, oldest first per collection,
 * and logs what it did (Strapi's log and the personal-data log). Returns the counts by uid.
 */
export async function anonymiseDue(
  strapi: Core.Strapi,
  actor = 'retention job',
  { batch = retentionBatch, now = Date.now() } = {},
): Promise<Record<string, number>> {
  const days = await readRetentionDays(strapi);
  const rows: Record<string, number> = {};
  let left = batch;
  for (const source of leadSources) {
    if (left <= 0) break;
    if (!source.lead) continue;
    const kind = leadPrivacy[source.lead].kind;
    const due = (await strapi.db.query(source.uid as UID.Schema).findMany({
      where: pastRetention(kind, days[kind], now),
      select: ['id', 'documentId'],
      orderBy: { id: 'asc' },
      limit: left,
    })) as { id: number; documentId: string }[];
    if (!due.length) continue;
    const wiped = await anonymiseLeads(strapi, source, due, new Date(now));
    left -= due.length;
    if (wiped.leads) rows[source.uid] = wiped.leads;
    if (wiped.mails) rows[outboxSource.uid] = (rows[outboxSource.uid] ?? 0) + wiped.mails;
    const matches = followingRows.alertMatches.uid;
    if (wiped.alertMatches) rows[matches] = (rows[matches] ?? 0) + wiped.alertMatches;
  }
  if (Object.keys(rows).length) await logPersonalDataAction(strapi, { action: 'anonymise', actor, rows });
  else strapi.log.info('[personal data] retention: nothing past its period');
  return rows;
}

const retentionJob = job({
  name: 'personal-data-retention',
  log: '[personal data] retention',
  work: anonymiseDue,
  notRun: (): Record<string, number> => ({}),
  // An agent's "anonymise now" waits for a scheduled run rather than doing nothing.
  overlap: 'wait',
  // Daily at 03:30, or PERSONAL_DATA_RETENTION_CRON.
  rule: () => process.env.PERSONAL_DATA_RETENTION_CRON || '0 30 3 * * *',
});

/** Runs never overlap within an instance; across instances each row's conditional update decides. */
export const runRetention = retentionJob.run;
/** Lets the run in progress finish and starts no other (Strapi's destroy). */
export const stopRetention = retentionJob.stop;
/** Schedules the retention job in Strapi's cron. */
export const scheduleRetention = retentionJob.schedule;
