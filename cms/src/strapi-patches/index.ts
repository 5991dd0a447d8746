import type { Core } from '@strapi/strapi';
import { registerBatchedRelationLoads } from './batched-relation-loads';
import { confirmCommits } from './confirmed-commits';
import { registerPlainFieldResolvers } from './plain-field-resolvers';
import { ensurePreviewToken } from './preview-token';
import { registerPublicPermissionsCache } from './public-permissions';
import { registerRelationSync } from './sync-relations';
import { registerWebpFormats } from './webp-formats';

/**
 * The Strapi version every patch of this folder was written for and measured against. An
 * installed Strapi of another version fails `strapi-version.test.ts`: re-check each patch
 * (README.md), then change this.
 */
export const patchedStrapiVersion = '5.54.0';

/**
 * Patches that only make Strapi faster (same answers, same checks): each can be turned off by
 * name, `STRAPI_PATCHES_OFF=batched-relation-loads,…`, to measure what it saves (README.md). The
 * other patches change behaviour (which relations hold in every language, which token the site
 * reads drafts with) and cannot be turned off.
 */
export const speedPatches = ['plain-field-resolvers', 'batched-relation-loads', 'public-permissions-cache'] as const;
export type SpeedPatch = (typeof speedPatches)[number];

/**
 * The speed patches `STRAPI_PATCHES_OFF` turns off; throws on a name it does not know, so that
 * a typo never measures Strapi with every patch on.
 *
 * @example patchesOff('plain-field-resolvers, batched-relation-loads'); // Set { 'plain-field-resolvers', 'batched-relation-loads' }
 */
export function patchesOff(value = process.env.STRAPI_PATCHES_OFF): Set<SpeedPatch> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(speedPatches as readonly string[]).includes(name)) {
      throw new Error(`STRAPI_PATCHES_OFF: unknown patch "${name}" (known: ${speedPatches.join(', ')})`);
    }
  }
  return new Set(names as SpeedPatch[]);
}

/**
 * The patches that must be in place before Strapi's plugins build on the parts they replace
 * (the GraphQL schema is wrapped in the plugin's bootstrap): called first in `register`. The
 * relation sync is registered first of the Document Service middlewares, so it wraps them all,
 * as it always has.
 */
export function registerStrapiPatches(strapi: Core.Strapi): void {
  const off = patchesOff();
  registerRelationSync(strapi);
  if (!off.has('plain-field-resolvers')) registerPlainFieldResolvers(strapi);
}

/**
 * The patches that need the database: a lost COMMIT thrown rather than reported as done (before
 * anything writes), the batched relation loads and the Public role's kept permissions (before
 * anything reads), and the preview token
 * with the configured key; and the WebP formats of uploaded images (before the seed uploads any).
 * Called first in `bootstrap`.
 */
export async function bootstrapStrapiPatches(strapi: Core.Strapi): Promise<void> {
  confirmCommits(strapi.db as unknown as Parameters<typeof confirmCommits>[0]);
  const off = patchesOff();
  if (!off.has('batched-relation-loads')) registerBatchedRelationLoads(strapi);
  if (!off.has('public-permissions-cache')) registerPublicPermissionsCache(strapi);
  registerWebpFormats(strapi);
  await ensurePreviewToken(strapi);
}
