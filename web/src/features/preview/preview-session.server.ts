import { env } from '~/env.server';
import { isValidPreviewValue, previewSignature, sameSecret } from '~/server/preview-check';

/** How long a preview link the site hands out stays valid. */
export const previewLifetimeMs = 2 * 60 * 60 * 1000;

/** The query parameter that carries a signed draft preview on a page's own URL. */
export const previewParameter = 'preview';

// The check is shared with the server application's framing rule (src/server/preview-check.ts).
export { sameSecret };
const sign = previewSignature;

/**
 * A signed, expiring draft-preview value (`{expires}.{hmac}`) for a page URL: the secret of
 * Strapi's preview link never appears on the page, and a copied link stops working.
 *
 * @example
 * isValidPreviewSession(previewSession('s3cret-s3cret-s3', 0), 's3cret-s3cret-s3', 1000); // true
 */
export function previewSession(secret: string, now = Date.now()): string {
  const expires = now + previewLifetimeMs;
  return `${expires}.${sign(secret, expires)}`;
}

/** Whether a value is a preview this site signed and that has not expired. */
export function isValidPreviewSession(value: string | null, secret: string, now = Date.now()): boolean {
  return isValidPreviewValue(value, secret, now);
}

/** Whether a request shows drafts: previews are configured and it carries a valid preview value. */
export function isDraftPreview(request: Request): boolean {
  if (!env.PREVIEW_SECRET || !env.STRAPI_PREVIEW_TOKEN) return false;
  const value = new URL(request.url).searchParams.get(previewParameter);
  return value !== null && isValidPreviewSession(value, env.PREVIEW_SECRET);
}
