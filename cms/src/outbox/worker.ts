import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { everySeconds, job } from '../jobs/job';
import { mailRows, outboxUid, type MailAttachment } from './queue';

/** How the worker paces itself; every value can be set by environment (see .env.example). */
export interface OutboxSettings {
  /** Rows claimed per run. */
  batchSize: number;
  /** How long a claim holds: a worker that died mid-send loses its rows after this. */
  leaseMs: number;
  /** First retry delay; each further attempt waits twice as long. */
  retryBaseMs: number;
  /** Longest wait between two attempts. */
  retryMaxMs: number;
  /** After this many failed attempts a mail is marked failed (the agent sees it on the lead). */
  maxAttempts: number;
}

export function outboxSettings(env: NodeJS.ProcessEnv = process.env): OutboxSettings {
  const int = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    batchSize: int('OUTBOX_BATCH_SIZE', 20),
    leaseMs: int('OUTBOX_LEASE_MS', 120_000),
    retryBaseMs: int('OUTBOX_RETRY_BASE_MS', 30_000),
    retryMaxMs: int('OUTBOX_RETRY_MAX_MS', 3_600_000),
    maxAttempts: int('OUTBOX_MAX_ATTEMPTS', 8),
  };
}

/**
 * The wait before attempt `attempts + 1`: exponential from `retryBaseMs`, capped.
 *
 * @example
 * retryDelay(3, { retryBaseMs: 1000, retryMaxMs: 60_000 } as OutboxSettings); // 4000
 */
export function retryDelay(attempts: number, settings: Pick<OutboxSettings, 'retryBaseMs' | 'retryMaxMs'>): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempts - 1), settings.retryMaxMs);
}

/** A row as the worker hands it to a transport. */
export type OutboxRow = {
  id: number;
  channel: string | null;
  kind: string;
  leadType: string | null;
  leadDocumentId: string | null;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | null;
  headers: Record<string, string> | null;
  attachments: MailAttachment[] | null;
  messageId: string;
  attempts: number;
  status: string;
};

/** Rows a worker may take: due pending ones, and ones whose claim expired (their worker died). */
const claimable = (now: number) => ({
  $or: [
    { status: 'pending', nextAttemptAt: { $lte: now } },
    { status: 'sending', leaseUntil: { $lt: now } },
  ],
});

/**
 * Claims one row with a single conditional UPDATE: of several workers (several Strapi instances
 * on one PostgreSQL) racing for it, exactly one sees a changed row.
 */
async function claim(strapi: Core.Strapi, id: number, token: string, settings: OutboxSettings): Promise<boolean> {
  const now = Date.now();
  const { count } = await strapi.db.query(outboxUid).updateMany({
    where: { id, ...claimable(now) },
    data: { status: 'sending', leaseUntil: now + settings.leaseMs, claimToken: token },
  });
  return count === 1;
}

/** Sends one row on its channel; a throw is a failed attempt, retried later. */
export type Transport = (row: OutboxRow, strapi: Core.Strapi) => Promise<void>;

async function sendMail(row: OutboxRow, strapi: Core.Strapi): Promise<void> {
  const mailer = strapi.plugin('email').service<{ send(options: Record<string, unknown>): Promise<unknown> }>('email');
  await mailer.send({
    to: row.recipient,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: row.headers ?? undefined,
    attachments: row.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    messageId: row.messageId,
  });
}

const transports = new Map<string, Transport>([['mail', sendMail]]);

/**
 * Lets a feature send the rows of its channel (the CRM's leads: crm-delivery/), so the outbox
 * claims, retries and gives up on them as on mails without knowing the feature.
 */
export function registerTransport(channel: string, transport: Transport): void {
  transports.set(channel, transport);
}

/**
 * Puts a row that failed for good back in the queue, due now, with its attempts counted afresh
 * (an agent's "send again"). Only a failed row of that channel; returns whether there was one.
 */
export async function sendAgain(strapi: Core.Strapi, id: number, channel: string): Promise<boolean> {
  const { count } = await strapi.db.query(outboxUid).updateMany({
    where: { id, channel, status: 'failed' },
    data: { status: 'pending', attempts: 0, nextAttemptAt: Date.now(), lastError: null },
  });
  return count === 1;
}

/** The lead shows the state of its mails: failed if one failed, sent when all are, else pending. */
export async function reflectOnLead(strapi: Core.Strapi, leadType: string, documentId: string): Promise<void> {
  const rows = (await strapi.db.query(outboxUid).findMany({
    where: { leadType, leadDocumentId: documentId, ...mailRows },
    select: ['status', 'attempts', 'lastError'],
    orderBy: { id: 'asc' },
  })) as { status: string; attempts: number; lastError: string | null }[];
  const contentType = strapi.contentTypes[leadType as keyof typeof strapi.contentTypes];
  // A testimonial's mail has no status to show on it.
  if (rows.length === 0 || !contentType?.attributes || !('mailStatus' in contentType.attributes)) return;
  const mailStatus = rows.some((row) => row.status === 'failed')
    ? 'failed'
    : rows.every((row) => row.status === 'sent')
      ? 'sent'
      : 'pending';
  const errors = rows.map((row) => row.lastError).filter((error): error is string => Boolean(error));
  await strapi.db.query(leadType).updateMany({
    where: { documentId },
    data: {
      mailStatus,
      mailAttempts: rows.reduce((sum, row) => sum + (row.attempts ?? 0), 0),
      mailError: mailStatus === 'sent' ? null : (errors.at(-1) ?? null),
    },
  });
}

async function deliver(strapi: Core.Strapi, row: OutboxRow, token: string, settings: OutboxSettings) {
  const attempts = row.attempts + 1;
  const mine = { id: row.id, claimToken: token };
  try {
    const transport = transports.get(row.channel ?? 'mail');
    if (!transport) throw new Error(`No transport for the outbox channel ${row.channel}`);
    await transport(row, strapi);
    // Marked sent at once: the only window for a duplicate is between the receiver's acceptance
    // (SMTP "250", an HTTP 2xx) and this update, and then the retry carries the same Message-ID
    // or idempotency key.
    await strapi.db.query(outboxUid).updateMany({
      where: mine,
      data: { status: 'sent', attempts, sentAt: new Date(), leaseUntil: null, claimToken: null, lastError: null },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failed = attempts >= settings.maxAttempts;
    await strapi.db.query(outboxUid).updateMany({
      where: mine,
      data: {
        status: failed ? 'failed' : 'pending',
        attempts,
        nextAttemptAt: Date.now() + retryDelay(attempts, settings),
        leaseUntil: null,
        claimToken: null,
        lastError: message.slice(0, 1000),
      },
    });
    strapi.log.warn(
      `[outbox] ${row.channel ?? 'mail'} ${row.kind} ${row.id} not sent (attempt ${attempts}${failed ? ', giving up' : ''}): ${message}`,
    );
  }
  if (row.leadType && row.leadDocumentId) await reflectOnLead(strapi, row.leadType, row.leadDocumentId);
}

/**
 * One run: each channel in a lane of its own, side by side, so a CRM that does not answer (each
 * attempt waits for its timeout) never holds a visitor's mail back, nor the reverse.
 */
async function runOnce(strapi: Core.Strapi, settings: OutboxSettings): Promise<number> {
  const lanes = [
    mailRows,
    ...[...transports.keys()].filter((channel) => channel !== 'mail').map((channel) => ({ channel })),
  ];
  const tried = await Promise.all(lanes.map((rows) => runLane(strapi, settings, rows)));
  return tried.reduce((sum, count) => sum + count, 0);
}

/** Claims the due rows of one channel one by one and sends each. */
async function runLane(strapi: Core.Strapi, settings: OutboxSettings, rows: object): Promise<number> {
  const candidates = (await strapi.db.query(outboxUid).findMany({
    where: { $and: [claimable(Date.now()), rows] },
    select: ['id'],
    orderBy: { id: 'asc' },
    limit: settings.batchSize,
  })) as { id: number }[];
  let tried = 0;
  for (const { id } of candidates) {
    if (outboxJob.stopping()) break;
    const token = randomBytes(12).toString('hex');
    if (!(await claim(strapi, id, token, settings))) continue;
    const row = (await strapi.db.query(outboxUid).findOne({ where: { id, claimToken: token } })) as OutboxRow | null;
    if (!row) continue;
    tried += 1;
    await deliver(strapi, row, token, settings);
  }
  return tried;
}

const outboxJob = job({
  name: 'outbox',
  log: '[outbox]',
  work: (strapi, settings: OutboxSettings = outboxSettings()) => runOnce(strapi, settings),
  notRun: () => 0,
  // Every OUTBOX_INTERVAL_SECONDS, 5 by default. Cron runs in every instance; the claim makes each mail go once.
  rule: () => everySeconds('OUTBOX_INTERVAL_SECONDS', 5),
});

/**
 * One run of the worker: claims due rows one by one and sends each. Runs never overlap within an
 * instance; across instances the claim decides. Returns how many mails it tried.
 */
export const runOutbox = outboxJob.run;
/** Lets the run in progress finish and starts no other (Strapi's destroy, before the database closes). */
export const stopOutbox = outboxJob.stop;
/** Schedules the worker in Strapi's cron. */
export const scheduleOutbox = outboxJob.schedule;
