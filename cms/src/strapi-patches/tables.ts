import type { Core, UID } from '@strapi/strapi';

type AttributeMeta = {
  columnName?: string;
  joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
};
type ModelMeta = { tableName: string; attributes: Record<string, AttributeMeta> };

/** A content type's table as knex reads it: its name and its attributes' column names. */
export type Table = {
  name: string;
  /** The column of a scalar attribute (`slotStatus` → `slot_status`). */
  column(attribute: string): string;
  /** The link table of a relation and its two columns (this row, the related row). */
  joinTable(relation: string): { name: string; ownColumn: string; relatedColumn: string };
};

/**
 * The table and column names Strapi gave a content type (`strapi.db.metadata`, @strapi/database),
 * for the few queries the Query Engine cannot write (a conditional increment, a grouped join):
 * no name written by hand, so a renamed attribute or Strapi's next naming rule (it shortens long
 * identifiers) cannot leave a query on a column that is not there. An attribute without a column
 * (a relation, a typo) throws rather than falls back to its own name.
 */
export function tableOf(strapi: Core.Strapi, uid: string): Table {
  const meta = strapi.db.metadata.get(uid as UID.Schema) as unknown as ModelMeta;
  const attribute = (name: string) => {
    const found = meta.attributes[name];
    if (!found) throw new Error(`${uid} has no attribute ${name}`);
    return found;
  };
  return {
    name: meta.tableName,
    column(name) {
      const { columnName } = attribute(name);
      if (!columnName) throw new Error(`${uid}.${name} has no column (a relation?)`);
      return columnName;
    },
    joinTable(name) {
      const { joinTable } = attribute(name);
      if (!joinTable) throw new Error(`${uid}.${name} has no join table`);
      return {
        name: joinTable.name,
        ownColumn: joinTable.joinColumn.name,
        relatedColumn: joinTable.inverseJoinColumn.name,
      };
    },
  };
}
