import { createHmac, randomUUID } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';

export const auditLogUid = 'api::audit-log.audit-log';

export type AuditAction = 'export' | 'erase' | 'anonymise';

/**
 * The address as the log keeps it: an HMAC under a server secret, never the address. With it an
 * agent can answer "was this address erased, and when?" by hashing the address asked about; without
 * the secret, nobody can test a list of known addresses against the log (a plain hash would allow
 * it, which makes a plain hash personal data too).
 */
export function addressHash(address: string, secret = hashSecret()): string {
  return createHmac('sha256', secret).update(address.toLowerCase()).digest('hex');
}

function hashSecret(): string {
  const secret = process.env.PERSONAL_DATA_HASH_SECRET || process.env.APP_KEYS?.split(',')[0];
  if (!secret) throw new Error('PERSONAL_DATA_HASH_SECRET (or APP_KEYS) is needed to log personal-data actions');
  return secret;
}

/** Writes one log entry: who, when, which action, how many rows per collection; never the person. */
export async function logPersonalDataAction(
  strapi: Core.Strapi,
  entry: { action: AuditAction; actor: string; rows: Record<string, number>; address?: string },
): Promise<void> {
  await strapi.db.query(auditLogUid as UID.Schema).create({
    data: {
      documentId: randomUUID().replace(/-/g, '').slice(0, 24),
      action: entry.action,
      actor: entry.actor.slice(0, 60),
      rows: entry.rows,
      addressHash: entry.address ? addressHash(entry.address) : null,
      occurredAt: new Date(),
      // As the Document Service stores a type without drafts: published from the start.
      publishedAt: new Date(),
      createdAt: new Date(),
      updatedAt: new Date(),
    },
  });
  strapi.log.info(`[personal data] ${entry.action} by ${entry.actor}: ${JSON.stringify(entry.rows)}`);
}
