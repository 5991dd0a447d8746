import type { ListFieldLayout, ListLayout } from '@strapi/content-manager/strapi-admin';
import { Typography } from '@strapi/design-system';
import type { StrapiApp } from '@strapi/strapi/admin';
import { leadValueLabel, leadValueLabels } from './lead-value-labels';

/** The content manager's hook over the list view's columns (Strapi 5 `HOOKS.INJECT_COLUMN_IN_TABLE`). */
const listColumnsHook = 'Admin/CM/pages/ListView/inject-column-in-table';

interface ListColumns {
  displayedHeaders: ListFieldLayout[];
  layout: ListLayout;
}

/**
 * An enumeration column of a lead list shows each value's label (`Potential buyer`, not
 * `potential_buyer`); a value without one shows as stored.
 */
function readableEnumerations({ displayedHeaders, layout }: ListColumns): ListColumns {
  return {
    layout,
    displayedHeaders: displayedHeaders.map((header) =>
      header.attribute.type === 'enumeration' && header.name in leadValueLabels
        ? {
            ...header,
            cellFormatter: (row: Record<string, unknown>) => {
              const value = row[header.name];
              const shown = leadValueLabel(header.name, value) ?? (typeof value === 'string' ? value : '-');
              return <Typography textColor="neutral800">{shown}</Typography>;
            },
          }
        : header,
    ),
  };
}

export default {
  config: {
    locales: ['nl', 'fr', 'de'],
  },
  bootstrap(app: StrapiApp) {
    app.registerHook(listColumnsHook, readableEnumerations);
  },
};
