import { createHmac, timingSafeEqual } from 'node:crypto';
import { searchAlertPath, type Language } from '@vitrine/domain';
import { siteUrl } from '../mail/urls';

/** The key search-alert confirmation links are signed with: derived from Strapi's APP_KEYS, apart from the newsletter's. */
function signingKey(): Buffer {
  const keys = process.env.APP_KEYS ?? '';
  if (!keys) throw new Error('APP_KEYS is not set: search alert confirmation links cannot be signed');
  return createHmac('sha256', keys.split(',')[0]).update('vitrine search alert confirmation').digest();
}

const signature = (documentId: string) =>
  createHmac('sha256', signingKey()).update(`confirm:${documentId}`).digest('base64url').slice(0, 32);

/**
 * The token of a demand register entry's confirmation link (double opt-in): its documentId and a
 * signature, so nobody confirms an address they cannot read.
 *
 * @example
 * verifyAlertConfirmationToken(alertConfirmationToken('abc')); // 'abc'
 */
export function alertConfirmationToken(documentId: string): string {
  return `${documentId}.${signature(documentId)}`;
}

/** The documentId a confirmation token names, or null when the token is not ours. */
export function verifyAlertConfirmationToken(token: string): string | null {
  const match = /^([A-Za-z0-9]{1,64})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signature(match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

/** The page where a registrant confirms a new search alert (double opt-in), with its signed token. */
export function alertConfirmUrl(language: Language, documentId: string): string {
  return `${siteUrl()}${searchAlertPath(language, 'confirm')}?token=${encodeURIComponent(alertConfirmationToken(documentId))}`;
}
