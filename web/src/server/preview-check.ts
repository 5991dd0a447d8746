/**
 * The check of a draft preview (decision 004), shared by the server application (server-app.ts,
 * which Node loads as it is: erasable TypeScript, no `~/` imports) for which pages Strapi's admin
 * may frame, and the app (src/features/preview/preview-session.server.ts) for which requests read drafts.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The signature of a preview value that expires at `expires` (ms since the epoch), with PREVIEW_SECRET. */
export function previewSignature(secret: string, expires: number): string {
  return createHmac('sha256', secret).update(`draft-preview:${expires}`).digest('base64url');
}

/** Compares two secrets in constant time (whatever their lengths). */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  if (given === null || given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether a value is a preview this site signed (`{expires}.{hmac}`) and that has not expired. */
export function isValidPreviewValue(value: string | null | undefined, secret: string, now = Date.now()): boolean {
  const match = /^(\d{10,16})\.([\w-]{43})$/.exec(value ?? '');
  if (!match || !secret) return false;
  const expires = Number(match[1]);
  return expires > now && sameSecret(match[2] ?? '', previewSignature(secret, expires));
}
