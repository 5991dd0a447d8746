import type { Core } from '@strapi/strapi';
import { isContentApiToken } from '../strapi-patches/admin-services';
import { filterBounds, filterRefusal, type FilterRefusal } from '../graphql-budget/filter-bounds';

type Ctx = {
  path: string;
  query: Record<string, unknown>;
  get(header: string): string;
  status: number;
  body: unknown;
};

/** How deep a visitor's `populate` may go: each level is one more query per relation (the site sends none). */
export const maxPopulateDepth = 3;

/**
 * Each `filters` and `sort` a REST query carries, the top level's and those of its `populate`
 * (`populate[photos][filters]…`), and how deep the populate goes.
 */
function queryParts(query: Record<string, unknown>) {
  const parts: { filters: unknown; sort: unknown }[] = [];
  let populateDepth = 0;
  const stack: { level: Record<string, unknown>; depth: number }[] = [{ level: query, depth: 0 }];
  while (stack.length > 0) {
    const { level, depth } = stack.pop()!;
    populateDepth = Math.max(populateDepth, depth);
    if (level.filters !== undefined || level.sort !== undefined)
      parts.push({ filters: level.filters, sort: level.sort });
    const populate = level.populate;
    if (populate && typeof populate === 'object' && !Array.isArray(populate)) {
      for (const relation of Object.values(populate as Record<string, unknown>)) {
        if (relation && typeof relation === 'object' && !Array.isArray(relation)) {
          stack.push({ level: relation as Record<string, unknown>, depth: depth + 1 });
        } else {
          populateDepth = Math.max(populateDepth, depth + 1);
        }
      }
    } else if (populate !== undefined) {
      // `populate=a.b.c` or a list of them: the dots are levels.
      const paths = (Array.isArray(populate) ? populate : [populate]).flatMap((entry) =>
        typeof entry === 'string' ? entry.split(',') : [],
      );
      populateDepth = Math.max(populateDepth, depth + Math.max(1, ...paths.map((path) => path.split('.').length)));
    }
  }
  return { parts, populateDepth };
}

/** Why a visitor's REST query is refused, or null (filter-bounds.ts for the filters' bounds). */
export function restQueryRefusal(query: Record<string, unknown>): FilterRefusal | null {
  const { parts, populateDepth } = queryParts(query);
  for (const { filters, sort } of parts) {
    const refused = filterRefusal(filters, sort, 'rest', filterBounds);
    if (refused) return refused;
  }
  if (populateDepth > maxPopulateDepth) {
    return {
      code: 'FILTER_TOO_DEEP',
      message: `A query may populate ${maxPopulateDepth} levels; this one populates ${populateDepth}.`,
    };
  }
  return null;
}

/**
 * Bounds the filters, sorts and populates of the content API for visitors (issue 18): five nested
 * `filters[localizations]` kept Strapi busy for 4–11 s. The refusal is a 400 with a code, before
 * any route runs and so before any SQL. An API token (an agent's tooling) keeps Strapi's own
 * limits; it is looked up only for a query that would be refused. The admin (/admin,
 * /content-manager) is not under /api and not affected.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  /** Whether the request carries a valid content-API token (as Strapi's own strategy checks it). */
  async function hasApiToken(ctx: Ctx): Promise<boolean> {
    const [scheme, token, ...rest] = ctx.get('authorization').split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) return false;
    return isContentApiToken(strapi, token);
  }

  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (ctx.path.startsWith('/api/')) {
      const refused = restQueryRefusal(ctx.query);
      if (refused && !(await hasApiToken(ctx))) {
        ctx.status = 400;
        ctx.body = {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: refused.message,
            details: { code: refused.code },
          },
        };
        return;
      }
    }
    await next();
  };
};
