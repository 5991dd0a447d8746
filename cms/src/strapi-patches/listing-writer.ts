import { randomBytes } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';
import { seedLocales, type SiteLocale } from '../seed/locales';
import type { ListingSeed } from '../seed/listings';

/**
 * Writes listings straight into the tables the Document Service uses — one row per locale and
 * per state (draft, published), their components, media links and relation links — in batched
 * inserts. Through the Document Service a fully filled listing costs ~0.5 s on 2 cores (every
 * new locale re-syncs the non-localized components of the others); this writes a few hundred a
 * second with bounded memory, on SQLite and PostgreSQL. Table and column names come from
 * Strapi's own metadata, so they follow the schemas.
 */

const PROPERTY = 'api::property.property';
type Meta = {
  tableName: string;
  attributes: Record<
    string,
    {
      type?: string;
      columnName?: string;
      joinTable?: {
        name: string;
        joinColumn: { name: string };
        inverseJoinColumn: { name: string };
        orderColumnName?: string;
        inverseOrderColumnName?: string;
        morphColumn?: { typeColumn: { name: string }; idColumn: { name: string } };
        on?: Record<string, string>;
      };
      component?: string;
      repeatable?: boolean;
    }
  >;
};

export interface ListingRelations {
  /** documentId of the property type, the agent and (optionally) the project. */
  propertyType?: string;
  agent?: string;
  project?: string;
  /** users-permissions user ids. */
  owners?: number[];
  photos: number[];
  documents: number[];
}

export interface WriterStats {
  listings: number;
  rows: number;
}

type SqliteDatabase = { prepare(sql: string): { run(...values: unknown[]): unknown } };

/** What knex would bind for SQLite: dates as epoch milliseconds, booleans as 0/1. */
const sqliteValue = (value: unknown) =>
  value instanceof Date ? value.valueOf() : typeof value === 'boolean' ? Number(value) : (value ?? null);

const documentId = () =>
  `${String.fromCharCode(97 + (randomBytes(1)[0]! % 26))}${randomBytes(12).toString('hex').slice(0, 23)}`;

export class ListingWriter {
  private readonly knex: Knex;
  private readonly meta: Meta;
  private readonly nextId = new Map<string, number>();
  private readonly targets = new Map<string, number>();
  private projectOrder = new Map<number, number>();
  readonly stats: WriterStats = { listings: 0, rows: 0 };

  private constructor(private readonly strapi: Core.Strapi) {
    this.knex = strapi.db.connection as unknown as Knex;
    this.meta = this.metaOf(PROPERTY);
  }

  static async create(strapi: Core.Strapi): Promise<ListingWriter> {
    const writer = new ListingWriter(strapi);
    await writer.loadTargets();
    return writer;
  }

  private metaOf(uid: string): Meta {
    return this.strapi.db.metadata.get(uid as UID.Schema) as unknown as Meta;
  }

  private column(meta: Meta, attribute: string): string {
    return (
      meta.attributes[attribute]?.columnName ?? attribute.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
    );
  }

  /** Row ids of the relation targets, by documentId, locale and state. */
  private async loadTargets() {
    for (const uid of ['api::property-type.property-type', 'api::agent.agent', 'api::project.project']) {
      const rows = (await this.strapi.db
        .query(uid as UID.ContentType)
        .findMany({ select: ['id', 'documentId', 'locale', 'publishedAt'] })) as {
        id: number;
        documentId: string;
        locale: string;
        publishedAt: string | null;
      }[];
      const draftAndPublish = Boolean(
        (this.strapi.contentType(uid as UID.ContentType) as { options?: { draftAndPublish?: boolean } }).options
          ?.draftAndPublish,
      );
      for (const row of rows) {
        const state = draftAndPublish ? (row.publishedAt ? 'published' : 'draft') : 'any';
        this.targets.set(`${uid}|${row.documentId}|${row.locale}|${state}`, row.id);
      }
    }
  }

  private target(
    uid: string,
    documentId: string | undefined,
    locale: SiteLocale,
    published: boolean,
  ): number | undefined {
    if (!documentId) return undefined;
    return (
      this.targets.get(`${uid}|${documentId}|${locale}|any`) ??
      this.targets.get(`${uid}|${documentId}|${locale}|${published ? 'published' : 'draft'}`)
    );
  }

  /** Explicit ids, handed out per table from its current maximum (one writer at a time). */
  private async ids(trx: Knex.Transaction, table: string, count: number): Promise<number> {
    let next = this.nextId.get(table);
    if (next === undefined) {
      const row = (await trx(table).max({ max: 'id' }).first()) as { max: number | string | null } | undefined;
      next = Number(row?.max ?? 0) + 1;
    }
    this.nextId.set(table, next + count);
    return next;
  }

  private readonly statements = new Map<string, { run(...values: unknown[]): unknown }>();

  private async insert(trx: Knex.Transaction, table: string, rows: Record<string, unknown>[]) {
    if (rows.length === 0) return;
    this.stats.rows += rows.length;
    if (this.strapi.db.dialect.client === 'sqlite') {
      // better-sqlite3 leaks native memory on every statement it prepares and runs
      // (ENVIRONMENT.md). One statement per table, prepared once, inserts a whole batch from a
      // single JSON parameter (json_each), so a batch costs a handful of runs, not thousands.
      const connection = (await (
        trx as unknown as { client: { acquireConnection(): Promise<SqliteDatabase> } }
      ).client.acquireConnection()) as SqliteDatabase;
      const columns = Object.keys(rows[0]!);
      const key = `${table}|${columns.join(',')}`;
      let statement = this.statements.get(key);
      if (!statement) {
        const quoted = columns.map((column) => `"${column}"`).join(', ');
        const values = columns.map((_, index) => `json_extract(value, '$[${index}]')`).join(', ');
        statement = connection.prepare(`insert into "${table}" (${quoted}) select ${values} from json_each(?)`);
        this.statements.set(key, statement);
      }
      statement.run(JSON.stringify(rows.map((row) => columns.map((column) => sqliteValue(row[column])))));
      return;
    }
    // PostgreSQL: multi-row inserts, bounded to stay under the 65,535 bind parameters.
    const columns = Math.max(1, Object.keys(rows[0]!).length);
    const chunk = Math.max(1, Math.min(1000, Math.floor(60_000 / columns)));
    for (let start = 0; start < rows.length; start += chunk) await trx(table).insert(rows.slice(start, start + chunk));
  }

  /** Writes a batch of listings in one transaction: 4 locales × draft and published each. */
  async write(batch: { listing: ListingSeed; relations: ListingRelations }[]): Promise<string[]> {
    const now = new Date();
    const documentIds: string[] = [];
    await this.knex.transaction(async (trx) => {
      const table = this.meta.tableName;
      const rowsPerListing = seedLocales.length * 2;
      let rowId = await this.ids(trx, table, batch.length * rowsPerListing);
      const propertyRows: Record<string, unknown>[] = [];
      const componentRows = new Map<string, Record<string, unknown>[]>();
      const cmpLinks: Record<string, unknown>[] = [];
      const mediaLinks: Record<string, unknown>[] = [];
      const relationLinks = new Map<string, Record<string, unknown>[]>();
      const cmpTable = `${table}_cmps`;
      const pendingComponents: {
        rowId: number;
        field: string;
        component: string;
        value: Record<string, unknown>;
        order: number | null;
      }[] = [];

      for (const { listing, relations } of batch) {
        const document = documentId();
        documentIds.push(document);
        for (const locale of seedLocales) {
          for (const published of [false, true]) {
            const id = rowId++;
            const row: Record<string, unknown> = {
              id,
              document_id: document,
              locale,
              created_at: now,
              updated_at: now,
              published_at: published ? now : null,
            };
            const { seo, ...texts } = listing.localized[locale];
            const scalars: Record<string, unknown> = { ...listing.shared, ...texts };
            for (const [name, value] of Object.entries(scalars)) {
              const attribute = this.meta.attributes[name];
              if (!attribute) continue;
              if (
                attribute.type === 'relation' ||
                attribute.component ||
                (attribute.joinTable && !attribute.columnName)
              ) {
                // A component (single or repeatable): its rows are written below.
                if (value === null || value === undefined) continue;
                const values = Array.isArray(value) ? value : [value];
                values.forEach((item, index) =>
                  pendingComponents.push({
                    rowId: id,
                    field: name,
                    component: '',
                    value: item as Record<string, unknown>,
                    order: Array.isArray(value) ? index + 1 : null,
                  }),
                );
                continue;
              }
              row[this.column(this.meta, name)] = value;
            }
            propertyRows.push(row);
            if (seo) pendingComponents.push({ rowId: id, field: 'seo', component: '', value: seo, order: null });
            relations.photos.forEach((fileId, index) =>
              mediaLinks.push({
                file_id: fileId,
                related_id: id,
                related_type: PROPERTY,
                field: 'photos',
                order: index + 1,
              }),
            );
            relations.documents.forEach((fileId, index) =>
              mediaLinks.push({
                file_id: fileId,
                related_id: id,
                related_type: PROPERTY,
                field: 'documents',
                order: index + 1,
              }),
            );
            this.link(
              relationLinks,
              'propertyType',
              id,
              this.target('api::property-type.property-type', relations.propertyType, locale, published),
            );
            this.link(relationLinks, 'agent', id, this.target('api::agent.agent', relations.agent, locale, published));
            const project = this.target('api::project.project', relations.project, locale, published);
            if (project !== undefined) {
              const order = (this.projectOrder.get(project) ?? 0) + 1;
              this.projectOrder.set(project, order);
              this.link(relationLinks, 'project', id, project, { inverse: order });
            }
            (relations.owners ?? []).forEach((owner, index) =>
              this.link(relationLinks, 'owners', id, owner, { own: index + 1 }),
            );
          }
        }
        this.stats.listings += 1;
      }

      // Components: one insert per component table, with explicit ids for the join rows.
      const componentModel = (field: string) => {
        const attributes = this.strapi.contentType(PROPERTY as UID.ContentType).attributes as Record<
          string,
          { component?: string } | undefined
        >;
        const uid = attributes[field];
        if (!uid?.component) throw new Error(`property.${field} is not a component`);
        return uid.component;
      };
      for (const pending of pendingComponents) pending.component = componentModel(pending.field);
      const byComponent = new Map<string, typeof pendingComponents>();
      for (const pending of pendingComponents) {
        const list = byComponent.get(pending.component) ?? [];
        list.push(pending);
        byComponent.set(pending.component, list);
      }
      for (const [component, items] of byComponent) {
        const meta = this.metaOf(component);
        let id = await this.ids(trx, meta.tableName, items.length);
        const rows: Record<string, unknown>[] = [];
        for (const item of items) {
          const row: Record<string, unknown> = { id };
          for (const [name, value] of Object.entries(item.value)) {
            if (meta.attributes[name]) row[this.column(meta, name)] = value;
          }
          rows.push(row);
          cmpLinks.push({
            entity_id: item.rowId,
            cmp_id: id,
            component_type: component,
            field: item.field,
            order: item.order,
          });
          id += 1;
        }
        componentRows.set(meta.tableName, rows);
      }

      await this.insert(trx, table, this.uniformRows(propertyRows));
      for (const [componentTable, rows] of componentRows)
        await this.insert(trx, componentTable, this.uniformRows(rows));
      await this.insert(trx, cmpTable, cmpLinks);
      if (mediaLinks.length > 0) await this.insert(trx, 'files_related_mph', mediaLinks);
      for (const [joinTable, rows] of relationLinks) await this.insert(trx, joinTable, rows);
    });
    return documentIds;
  }

  /** A multi-row insert needs the same columns in every row. */
  private uniformRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
    const columns = new Set(rows.flatMap((row) => Object.keys(row)));
    return rows.map((row) => Object.fromEntries([...columns].map((column) => [column, row[column] ?? null])));
  }

  private link(
    links: Map<string, Record<string, unknown>[]>,
    field: string,
    rowId: number,
    targetId: number | undefined,
    order: { own?: number; inverse?: number } = {},
  ) {
    if (targetId === undefined) return;
    const join = this.meta.attributes[field]?.joinTable;
    if (!join) throw new Error(`property.${field} has no join table`);
    const row: Record<string, unknown> = { [join.joinColumn.name]: rowId, [join.inverseJoinColumn.name]: targetId };
    if (join.orderColumnName) row[join.orderColumnName] = order.own ?? 1;
    if (join.inverseOrderColumnName) row[join.inverseOrderColumnName] = order.inverse ?? 1;
    const list = links.get(join.name) ?? [];
    list.push(row);
    links.set(join.name, list);
  }

  /** PostgreSQL sequences do not follow explicit ids: move them past the rows written. */
  async finish(): Promise<void> {
    if (this.strapi.db.dialect.client !== 'postgres') return;
    for (const table of this.nextId.keys()) {
      await this.knex.raw(`select setval(pg_get_serial_sequence(?, 'id'), (select coalesce(max(id), 1) from ??))`, [
        table,
        table,
      ]);
    }
  }
}
