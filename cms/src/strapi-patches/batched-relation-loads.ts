import type { Core } from '@strapi/strapi';

type Populate = Record<string, unknown> | true | undefined;
type Entity = { id: number };
type Load = (uid: string, entity: Entity, fields: string | string[], populate?: Populate) => Promise<unknown>;
type Pending = { entity: Entity; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Loads the same relation of many rows with one query instead of one per row.
 *
 * Strapi's GraphQL resolves a relation of each result row with `entityManager.load(row)`, so a
 * page of 24 listings with their photos and type cost ~100 SQL statements (bench/graphql-search).
 * Calls for the same relation and the same parameters made in one turn of the event loop are
 * answered together by one `findMany` with the relation populated. A per-row limit or offset
 * (GraphQL pagination of a to-many relation) is applied to each row's slice afterwards, as Strapi
 * itself would; anything unusual (several fields, counts) takes Strapi's own path.
 */
export function registerBatchedRelationLoads(strapi: Core.Strapi): void {
  const entityManager = strapi.db.entityManager as unknown as {
    load: Load;
    findMany: (uid: string, params: unknown) => Promise<Entity[]>;
  };
  const original = entityManager.load.bind(entityManager);
  const batches = new Map<
    string,
    { uid: string; field: string; populate: Populate; window?: { offset: number; limit?: number }; pending: Pending[] }
  >();

  const flush = async (key: string) => {
    const batch = batches.get(key)!;
    batches.delete(key);
    try {
      const ids = [...new Set(batch.pending.map(({ entity }) => entity.id))];
      const rows = await entityManager.findMany(batch.uid, {
        select: ['id'],
        where: { id: { $in: ids } },
        populate: { [batch.field]: batch.populate ?? true },
      });
      const byId = new Map(rows.map((row) => [row.id, (row as Record<string, unknown>)[batch.field]]));
      for (const { entity, resolve } of batch.pending) {
        if (!byId.has(entity.id)) {
          resolve(null);
          continue;
        }
        const value = byId.get(entity.id);
        const { offset = 0, limit } = batch.window ?? {};
        resolve(
          Array.isArray(value) && batch.window
            ? value.slice(offset, limit === undefined ? undefined : offset + limit)
            : value,
        );
      }
    } catch (error) {
      for (const { reject } of batch.pending) reject(error);
    }
  };

  entityManager.load = (uid, entity, fields, populate) => {
    const params = populate && populate !== true ? { ...populate } : populate;
    if (Array.isArray(fields) || !entity?.id || (params && params !== true && 'count' in params)) {
      return original(uid, entity, fields, populate);
    }
    let window: { offset: number; limit?: number } | undefined;
    if (params && params !== true && ('limit' in params || 'offset' in params)) {
      window = {
        offset: Number(params.offset ?? 0),
        limit: params.limit === undefined ? undefined : Number(params.limit),
      };
      delete params.limit;
      delete params.offset;
    }
    const key = JSON.stringify([uid, fields, params ?? null, window ?? null]);
    return new Promise((resolve, reject) => {
      let batch = batches.get(key);
      if (!batch) {
        batch = { uid, field: fields, populate: params, window, pending: [] };
        batches.set(key, batch);
        setImmediate(() => void flush(key));
      }
      batch.pending.push({ entity, resolve, reject });
    });
  };
}
