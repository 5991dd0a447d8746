import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@vitrine/domain';
import { siteUrl } from '../mail/urls';

/** The key confirmation links are signed with: derived from Strapi's own APP_KEYS. */
function signingKey(): Buffer {
  const keys = process.env.APP_KEYS ?? '';
  if (!keys) throw new Error('APP_KEYS is not set: newsletter confirmation links cannot be signed');
  return createHmac('sha256', keys.split(',')[0]).update('vitrine newsletter confirmation').digest();
}

const signature = (documentId: string) =>
  createHmac('sha256', signingKey()).update(`confirm:${documentId}`).digest('base64url').slice(0, 32);

/**
 * The token of a sign-up's confirmation link: its documentId and a signature, so nothing needs
 * storing and nobody can confirm an address they cannot read.
 *
 * @example
 * verifyConfirmationToken(confirmationToken('abc')); // 'abc'
 */
export function confirmationToken(documentId: string): string {
  return `${documentId}.${signature(documentId)}`;
}

/** The documentId a confirmation token names, or null when the token is not ours. */
export function verifyConfirmationToken(token: string): string | null {
  const match = /^([A-Za-z0-9]{1,64})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signature(match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

/** The site's page that confirms a sign-up (the web calls `confirmNewsletter(token)`). */
export const newsletterConfirmLink = (language: Language, documentId: string) =>
  `${siteUrl()}/${language}/newsletter/confirm/?token=${encodeURIComponent(confirmationToken(documentId))}`;
