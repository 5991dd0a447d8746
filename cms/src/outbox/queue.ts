import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** The outbox collection: private (no routes, not in GraphQL, no Public permission). */
export const outboxUid = 'api::outbox-mail.outbox-mail';

/**
 * Where a row goes: `mail` by SMTP, or another channel whose transport a feature registered
 * (worker.ts `registerTransport`), such as the agency's CRM.
 */
export type OutboxChannel = 'mail' | 'crm';

/** The filter of mail rows (rows stored before channels existed have none). */
export const mailRows = { $or: [{ channel: null }, { channel: 'mail' }] };

/** A mail ready to go: rendered once, so each retry sends exactly the same message. */
export interface QueuedMail {
  kind: 'agent-notification' | 'visitor-confirmation' | 'friend' | 'newsletter-confirmation' | (string & {});
  recipient: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files sent with the mail (an appointment's .ics): text content, stored with the mail. */
  attachments?: MailAttachment[];
}

/** A file attached to a mail; text only, so a retry sends exactly what was stored. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The lead a mail belongs to; its `mailStatus` reflects the outbox. */
export interface LeadRef {
  uid: string;
  documentId: string;
}

/** The domain of the sender address, for Message-IDs (`<uuid@domain>`). */
export function messageIdDomain(from = process.env.MAIL_FROM ?? ''): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'vitrine.localhost';
}

/** Stores one row, pending and due now, for its lead. */
async function enqueue(strapi: Core.Strapi, lead: LeadRef | null, row: Record<string, unknown>) {
  const now = new Date();
  await strapi.db.query(outboxUid).create({
    data: {
      ...row,
      documentId: randomUUID().replace(/-/g, '').slice(0, 24),
      leadType: lead?.uid ?? null,
      leadDocumentId: lead?.documentId ?? null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.getTime(),
      // As the Document Service stores a type without drafts: published from the start.
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    },
  });
}

/**
 * Puts mails into the outbox, due now. Each gets its Message-ID here: a retry after a crash
 * between the SMTP server's acceptance and our "sent" mark repeats the same Message-ID, which
 * receiving servers and clients use to drop the duplicate.
 */
export async function enqueueMails(strapi: Core.Strapi, lead: LeadRef | null, mails: readonly QueuedMail[]) {
  const domain = messageIdDomain();
  for (const mail of mails) {
    await enqueue(strapi, lead, {
      channel: 'mail',
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo ?? null,
      headers: mail.headers ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
      messageId: `<${randomUUID()}@${domain}>`,
    });
  }
}

/**
 * A message for another channel than mail: a body sent as is on each attempt, and a key unique
 * per message and destination (the receiver drops a repeat by it; the worker sends it along).
 */
export interface QueuedDelivery {
  channel: Exclude<OutboxChannel, 'mail'>;
  kind: string;
  /** What the agent reads as its destination in the outbox (a host name, never a secret). */
  destination: string;
  /** One line for the outbox's list. */
  summary: string;
  body: string;
  key: string;
}

/** Puts deliveries into the outbox, due now, beside their lead's mails and claimed the same way. */
export async function enqueueDeliveries(
  strapi: Core.Strapi,
  lead: LeadRef | null,
  deliveries: readonly QueuedDelivery[],
) {
  for (const delivery of deliveries) {
    await enqueue(strapi, lead, {
      channel: delivery.channel,
      kind: delivery.kind,
      recipient: delivery.destination,
      subject: delivery.summary,
      text: delivery.body,
      html: '',
      // Unique in the outbox: one row per message and destination.
      messageId: delivery.key,
    });
  }
}
