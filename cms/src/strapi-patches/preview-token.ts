import type { Core } from '@strapi/strapi';
import { publicContent } from '../bootstrap/permissions';

/** The API token the site reads drafts with, for agents' previews (see docs/decisions). */
export const previewTokenName = 'Site preview (drafts, read-only)';

/** What the preview token may do: read what a visitor reads — drafts included — and nothing else. */
export const previewTokenActions: readonly string[] = [
  ...publicContent.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
  'api::site-setting.site-setting.find',
];

type TokenService = {
  getByName(name: string): Promise<{ id: number; permissions?: string[] } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
  hash(accessKey: string): string;
};

/**
 * Makes the preview token exist with the key the site is configured with (STRAPI_PREVIEW_TOKEN,
 * shared by Strapi and the web like any other secret). Strapi generates token keys itself and
 * stores only their HMAC, so the token is created the usual way and its stored hash (and
 * encrypted copy, shown to admins) is then set to the configured key's. Idempotent: a restart
 * with the same key changes nothing; a new key replaces the old one.
 */
export async function ensurePreviewToken(
  strapi: Core.Strapi,
  accessKey = process.env.STRAPI_PREVIEW_TOKEN,
): Promise<void> {
  if (!accessKey) {
    strapi.log.info('STRAPI_PREVIEW_TOKEN is not set: agents cannot preview drafts on the site.');
    return;
  }
  if (accessKey.length < 32) throw new Error('STRAPI_PREVIEW_TOKEN must be at least 32 characters long.');
  const tokens = strapi.service('admin::api-token') as unknown as TokenService;
  let token = await tokens.getByName(previewTokenName);
  if (!token) {
    token = await tokens.create({
      name: previewTokenName,
      description: 'Used by the public site to show agents their drafts (Preview in the Content Manager).',
      type: 'custom',
      lifespan: null,
      permissions: [...previewTokenActions],
    });
  } else if ([...(token.permissions ?? [])].sort().join() !== [...previewTokenActions].sort().join()) {
    await tokens.update(token.id, { permissions: [...previewTokenActions] });
  }
  const hashed = tokens.hash(accessKey);
  const stored = await strapi.db.query('admin::api-token').findOne({ select: ['accessKey'], where: { id: token.id } });
  if (stored?.accessKey === hashed) return;
  const encryption = strapi.service('admin::encryption') as unknown as { encrypt(value: string): string | null };
  await strapi.db.query('admin::api-token').update({
    where: { id: token.id },
    data: { accessKey: hashed, encryptedKey: encryption.encrypt(accessKey) },
  });
}
