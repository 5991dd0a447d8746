/**
 * The check of a draft preview (decision 004), in plain JavaScript so the server application
 * (server-app.js: which pages Strapi's admin may frame) and the app
 * (src/features/preview/preview-session.server.ts: which requests read drafts) make the same one.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a preview value that expires at `expires` (ms since the epoch).
 *
 * @param {string} secret PREVIEW_SECRET
 * @param {number} expires
 */
export function previewSignature(secret, expires) {
  return createHmac('sha256', secret).update(`draft-preview:${expires}`).digest('base64url');
}

/**
 * Compares two secrets in constant time (whatever their lengths).
 *
 * @param {string | null | undefined} given
 * @param {string} expected
 */
export function sameSecret(given, expected) {
  if (given === null || given === undefined) return false;
  const digest = (/** @type {string} */ value) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Whether a value is a preview this site signed (`{expires}.{hmac}`) and that has not expired.
 *
 * @param {string | null | undefined} value
 * @param {string} secret
 * @param {number} [now]
 */
export function isValidPreviewValue(value, secret, now = Date.now()) {
  const match = /^(\d{10,16})\.([\w-]{43})$/.exec(value ?? '');
  if (!match || !secret) return false;
  const expires = Number(match[1]);
  return expires > now && sameSecret(match[2] ?? '', previewSignature(secret, expires));
}
