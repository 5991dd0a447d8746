import type {
  DocumentActionComponent,
  EditLayout,
  ListFieldLayout,
  ListLayout,
  PanelComponent,
} from '@strapi/content-manager/strapi-admin';
import { Typography } from '@strapi/design-system';
import { Bell, Calendar, Mail, WarningCircle } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import type { ComponentType } from 'react';
import { CompliancePanel } from './compliance-panel';
import { withComplianceWarning } from './compliance-publish-action';
import { CodedIntegerInput, LabelledEnumerationInput } from './labelled-inputs';
import { leadValueLabel, leadValueLabels } from './lead-value-labels';
import { codedIntegerType, labelledEnumerationType, readableEditLayout } from './readable-values';

/** The content manager's hook over the list view's columns (Strapi 5 `HOOKS.INJECT_COLUMN_IN_TABLE`). */
const listColumnsHook = 'Admin/CM/pages/ListView/inject-column-in-table';
/** The content manager's hook over the edit view's layout (Strapi 5 `HOOKS.MUTATE_EDIT_VIEW_LAYOUT`). */
const editLayoutHook = 'Admin/CM/pages/EditView/mutate-edit-view-layout';

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
      (header.attribute.type === 'enumeration' || header.name === 'goal') && header.name in leadValueLabels
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
  register(app: StrapiApp) {
    // The edit view's dropdowns show labels, not stored codes (readable-values.ts).
    // The content manager renders them with the props of its inputs (name, label, hint, attribute…).
    app.addFields([
      { type: labelledEnumerationType, Component: LabelledEnumerationInput as ComponentType },
      { type: codedIntegerType, Component: CodedIntegerInput as ComponentType },
    ]);
    // The start page: what needs an agent today (cms/src/agent-dashboard/summary.ts).
    app.widgets.register([
      {
        id: 'new-leads',
        icon: Bell,
        title: { id: 'vitrine.widget.new-leads', defaultMessage: 'New leads today' },
        component: async () => (await import('./widgets')).NewLeadsWidget,
      },
      {
        id: 'unsent-mails',
        icon: Mail,
        title: { id: 'vitrine.widget.unsent-mails', defaultMessage: 'Mails not sent' },
        link: {
          label: { id: 'vitrine.widget.unsent-mails.link', defaultMessage: 'Open the outbox' },
          href: '/content-manager/collection-types/api::outbox-mail.outbox-mail',
        },
        component: async () => (await import('./widgets')).UnsentMailsWidget,
      },
      {
        id: 'appointments',
        icon: Calendar,
        title: { id: 'vitrine.widget.appointments', defaultMessage: 'Appointments in the coming days' },
        component: async () => (await import('./widgets')).AppointmentsWidget,
      },
      {
        id: 'missing-mentions',
        icon: WarningCircle,
        title: { id: 'vitrine.widget.missing-mentions', defaultMessage: 'Listings missing legal mentions' },
        component: async () => (await import('./widgets')).MissingMentionsWidget,
      },
    ]);
  },
  bootstrap(app: StrapiApp) {
    app.registerHook(listColumnsHook, readableEnumerations);
    app.registerHook(editLayoutHook, ({ layout, query }: { layout: EditLayout; query: unknown }) => ({
      layout: readableEditLayout(layout),
      query,
    }));
    const contentManager = app.getPlugin('content-manager').apis as {
      addEditViewSidePanel(panels: PanelComponent[]): void;
      addDocumentAction(reduce: (actions: DocumentActionComponent[]) => DocumentActionComponent[]): void;
    };
    contentManager.addEditViewSidePanel([CompliancePanel]);
    // Publishing a listing that misses a legal mention asks first (compliance-publish-action.tsx).
    contentManager.addDocumentAction((actions) =>
      actions.map((action) => (action.type === 'publish' ? withComplianceWarning(action) : action)),
    );
  },
};
