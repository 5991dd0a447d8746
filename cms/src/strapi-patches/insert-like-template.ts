import { randomBytes } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';

type Row = { id: number; documentId: string };
type Data = Record<string, unknown>;

/**
 * Inserts rows of a plain (not localized, no draft & publish) collection in batches, modelled on
 * a template row that the Document Service wrote, with the link rows of one manyToOne relation.
 * Thousands of statistics rows take a second this way instead of half a minute.
 */
export async function insertLikeTemplate(
  strapi: Core.Strapi,
  uid: string,
  relation: string,
  template: Row,
  rows: { data: Data; targetIds: number[] }[],
) {
  const meta = strapi.db.metadata.get(uid as UID.Schema) as unknown as {
    tableName: string;
    attributes: Record<
      string,
      {
        columnName?: string;
        joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
      }
    >;
  };
  const join = meta.attributes[relation]?.joinTable;
  if (!join) throw new Error(`${uid}.${relation} has no join table`);
  const knex = strapi.db.connection;
  const base = await knex(meta.tableName).where({ id: template.id }).first();
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const documentId = () =>
    `${'abcdefghijklmnopqrstuvwxyz'[randomBytes(1)[0]! % 26]}${randomBytes(16).toString('hex').slice(0, 23)}`;
  for (let start = 0; start < rows.length; start += 1000) {
    const batch = rows.slice(start, start + 1000);
    await knex.transaction(async (trx) => {
      const records = batch.map(({ data }) => {
        const record: Data = { ...base, document_id: documentId() };
        delete record.id;
        for (const [key, value] of Object.entries(data)) record[column(key)] = value;
        return record;
      });
      const ids: number[] = [];
      for (let i = 0; i < records.length; i += 200) {
        const inserted = (await trx(meta.tableName).insert(records.slice(i, i + 200), ['id'])) as (
          { id: number } | number
        )[];
        ids.push(...inserted.map((row) => (typeof row === 'number' ? row : row.id)));
      }
      const links = batch.flatMap(({ targetIds }, i) =>
        targetIds.map((targetId) => ({ [join.joinColumn.name]: ids[i], [join.inverseJoinColumn.name]: targetId })),
      );
      for (let i = 0; i < links.length; i += 200) await trx(join.name).insert(links.slice(i, i + 200));
    });
  }
}

/** Property row ids linked to a template row through a manyToOne relation, by locale and state. */
export async function linkPattern(strapi: Core.Strapi, uid: string, relation: string, template: Row) {
  const meta = strapi.db.metadata.get(uid as UID.Schema) as unknown as {
    attributes: Record<
      string,
      { joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } } }
    >;
  };
  const join = meta.attributes[relation]!.joinTable!;
  const links = await strapi.db.connection(join.name).where({ [join.joinColumn.name]: template.id });
  const targets = await strapi.db.query('api::property.property').findMany({
    where: { id: { $in: links.map((link: Data) => link[join.inverseJoinColumn.name] as number) } },
    select: ['locale', 'publishedAt'],
  });
  return targets.map((target: { locale: string; publishedAt: string | null }) => ({
    locale: target.locale,
    published: target.publishedAt !== null,
  }));
}
