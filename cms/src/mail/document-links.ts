import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { cmsUrl } from './urls';

/** How long a documents link opens its file: a week from the request. */
export const documentLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The key documents links are signed with: derived from Strapi's own APP_KEYS. */
function signingKey(): Buffer {
  const keys = process.env.APP_KEYS ?? '';
  if (!keys) throw new Error('APP_KEYS is not set: documents links cannot be signed');
  return createHmac('sha256', keys.split(',')[0]).update('vitrine document link').digest();
}

const signature = (fileId: number, expires: number) =>
  createHmac('sha256', signingKey()).update(`document:${fileId}:${expires}`).digest('base64url');

/**
 * The token of a link to one uploaded file: the file's id, the moment the link stops working (ms)
 * and an HMAC of both, so nothing is stored and neither can be changed.
 *
 * @example
 * verifyDocumentToken(documentToken(12, 2e12), 1e12); // { fileId: 12 }
 */
export function documentToken(fileId: number, expires: number): string {
  return `${fileId}.${expires}.${signature(fileId, expires)}`;
}

/** What a token says: the file it opens, `expired` once its moment passed, or null when it is not ours. */
export function verifyDocumentToken(token: string, now = Date.now()): { fileId: number } | 'expired' | null {
  const match = /^(\d{1,12})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const fileId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(signature(fileId, expires));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return expires <= now ? 'expired' : { fileId };
}

/** An uploaded file as the documents mail names it. */
export interface DocumentFile {
  id: number;
  name: string;
}

/** The signed links (Strapi's `/api/document-links/<token>`) of a listing's files, valid a week. */
export function documentLinks(
  files: readonly DocumentFile[],
  language: string,
  strapi?: Core.Strapi,
  now = Date.now(),
): { label: string; url: string }[] {
  const expires = now + documentLinkLifetimeMs;
  // The language only picks the words of a refusal; the signature covers the file and the moment.
  return files.map((file) => ({
    label: file.name,
    url: `${cmsUrl(strapi)}/api/document-links/${documentToken(file.id, expires)}?lang=${encodeURIComponent(language)}`,
  }));
}
