import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** The outbox collection: private (no routes, not in GraphQL, no Public permission). */
export const outboxUid = 'api::outbox-mail.outbox-mail';

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

/**
 * Puts mails into the outbox, due now. Each gets its Message-ID here: a retry after a crash
 * between the SMTP server's acceptance and our "sent" mark repeats the same Message-ID, which
 * receiving servers and clients use to drop the duplicate.
 */
export async function enqueueMails(strapi: Core.Strapi, lead: LeadRef | null, mails: readonly QueuedMail[]) {
  const domain = messageIdDomain();
  for (const mail of mails) {
    await strapi.db.query(outboxUid).create({
      data: {
        documentId: randomUUID().replace(/-/g, '').slice(0, 24),
        kind: mail.kind,
        leadType: lead?.uid ?? null,
        leadDocumentId: lead?.documentId ?? null,
        recipient: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: mail.replyTo ?? null,
        headers: mail.headers ?? null,
        attachments: mail.attachments?.length ? mail.attachments : null,
        messageId: `<${randomUUID()}@${domain}>`,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: Date.now(),
        // As the Document Service stores a type without drafts: published from the start.
        publishedAt: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    });
  }
}
