import type {
  DocumentActionComponent,
  EditLayout,
  ListFieldLayout,
  ListLayout,
  PanelComponent,
} from '@strapi/content-manager/strapi-admin';
import { Typography } from '@strapi/design-system';
import { ArrowClockwise, Bell, Calendar, Mail, Shield, WarningCircle } from '@strapi/icons';
import { getFetchClient, type StrapiApp } from '@strapi/strapi/admin';
import type { ComponentType } from 'react';
import { adminLanguage, adminLocales, translatedLabel } from './admin-language';
import { adminMessages } from './admin-translations';
import { CompliancePanel } from './compliance-panel';
import { withComplianceWarning } from './compliance-publish-action';
import { CrmOwnedPanel } from './crm-owned-panel';
import { CodedIntegerInput, LabelledEnumerationInput } from './labelled-inputs';
import {
  codedIntegers,
  codedIntegerType,
  codedOptions,
  enumerationLabel,
  labelledEnumerationType,
  readableEditLayout,
} from './readable-values';

/** The content manager's hook over the list view's columns (Strapi 5 `HOOKS.INJECT_COLUMN_IN_TABLE`). */
const listColumnsHook = 'Admin/CM/pages/ListView/inject-column-in-table';
/** The content manager's hook over the edit view's layout (Strapi 5 `HOOKS.MUTATE_EDIT_VIEW_LAYOUT`). */
const editLayoutHook = 'Admin/CM/pages/EditView/mutate-edit-view-layout';

interface ListColumns {
  displayedHeaders: ListFieldLayout[];
  layout: ListLayout;
}

/**
 * A list's columns as agents read them: this project's headings in the admin language, an
 * enumeration column with each value's label (`Potential buyer`, not `potential_buyer`; a value
 * without one shows as stored), a coded integer column (`countryId`) with its words, never the code.
 */
function readableColumns({ displayedHeaders, layout }: ListColumns): ListColumns {
  const language = adminLanguage();
  return {
    layout,
    displayedHeaders: displayedHeaders.map((given) => {
      const header =
        typeof given.label === 'string'
          ? { ...given, label: translatedLabel(given.name, given.label, language) }
          : given;
      if (header.attribute.type === 'enumeration') {
        return {
          ...header,
          cellFormatter: (row: Record<string, unknown>) => {
            const value = row[header.name];
            const shown =
              typeof value === 'string' && value !== '' ? enumerationLabel(header.name, value, language) : '-';
            return <Typography textColor="neutral800">{shown}</Typography>;
          },
        };
      }
      if (header.attribute.type === 'integer' && header.name in codedIntegers) {
        return {
          ...header,
          cellFormatter: (row: Record<string, unknown>) => {
            const value = row[header.name];
            const shown =
              value === null || value === undefined
                ? '-'
                : (codedOptions(header.name, value, language).find((o) => o.value === Number(value))?.label ?? '-');
            return <Typography textColor="neutral800">{shown}</Typography>;
          },
        };
      }
      return header;
    }),
  };
}

/** Strapi's own home-page widgets that sell Strapi to an agent, not help them. */
const productWidgets = new Set(['deploy-now']);

/**
 * Strapi's guided tour ("Create your schema", "Deploy to Strapi Cloud") has no switch in 5.54: it
 * reads its state from this browser's storage, so the admin marks it switched off before it starts.
 */
function switchOffGuidedTour() {
  try {
    const key = 'STRAPI_GUIDED_TOUR';
    const stored = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null') as Record<string, unknown> | null;
    globalThis.localStorage?.setItem(key, JSON.stringify({ ...(stored ?? {}), enabled: false, hidden: true }));
  } catch {
    // No storage (a private window that refuses it): the tour shows, nothing else changes.
  }
}

/**
 * Strapi 5.54's "Introducing the new Media Library" banner has no switch either: it shows until it is
 * dismissed, which it stores in this browser as `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_<legacy
 * library flag>:<project uuid>` (admin `MediaLibraryBanner`, `useScopedPersistentState`). The uuid is
 * the one GET /admin/init answers: false with telemetry disabled (package.json), undefined until that
 * answer arrives. The admin stores it dismissed for both before it starts, and for the uuid the
 * server answers should telemetry be switched on.
 */
function dismissMediaLibraryBanner() {
  const dismiss = (uuid: unknown) => {
    try {
      for (const legacy of [true, false]) {
        globalThis.localStorage?.setItem(`STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:${String(uuid)}`, 'true');
      }
    } catch {
      // No storage: the banner shows, and its close button hides it.
    }
  };
  dismiss(undefined);
  dismiss(false);
  try {
    getFetchClient()
      .get<{ data: { uuid?: unknown } }>('/admin/init')
      .then(({ data }) => dismiss(data.data?.uuid))
      .catch(() => undefined);
  } catch {
    // No fetch client yet: the two keys above are the ones this project's server answers.
  }
}

export default {
  config: {
    // The admin in Dutch, French and Strapi's own English (admin-translations.ts has this project's words).
    locales: adminLocales,
    // This project's widget titles and content-type names, and Strapi words its nl/fr catalogues lack.
    translations: adminMessages,
    // No onboarding videos or cards, no "new release" banners for agents.
    tutorials: false,
    notifications: { releases: false },
  },
  register(app: StrapiApp) {
    switchOffGuidedTour();
    dismissMediaLibraryBanner();
    // The edit view's dropdowns show labels, not stored codes (readable-values.ts).
    // The content manager renders them with the props of its inputs (name, label, hint, attribute…).
    app.addFields([
      { type: labelledEnumerationType, Component: LabelledEnumerationInput as ComponentType },
      { type: codedIntegerType, Component: CodedIntegerInput as ComponentType },
    ]);
    // The start page: what needs an agent today (cms/src/agent-dashboard/summary.ts), before
    // Strapi's own widgets, without the ones that advertise Strapi's products.
    const ourWidgets = [
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
      {
        id: 'personal-data',
        icon: Shield,
        title: { id: 'vitrine.widget.personal-data', defaultMessage: 'Personal data: export or erase one address' },
        component: async () => (await import('./personal-data-widget')).PersonalDataWidget,
      },
      {
        id: 'crm-deliveries',
        icon: Mail,
        title: { id: 'vitrine.widget.crm-deliveries', defaultMessage: 'Leads delivered to the CRM' },
        component: async () => (await import('./crm-deliveries-widget')).CrmDeliveriesWidget,
      },
      {
        id: 'crm-sync',
        icon: ArrowClockwise,
        title: { id: 'vitrine.widget.crm-sync', defaultMessage: 'Listings from the CRM: the last sync' },
        component: async () => (await import('./crm-sync-widget')).CrmSyncWidget,
      },
    ];
    app.widgets.register((existing) => [...ourWidgets, ...existing.filter((widget) => !productWidgets.has(widget.id))]);
  },
  bootstrap(app: StrapiApp) {
    app.registerHook(listColumnsHook, readableColumns);
    app.registerHook(editLayoutHook, ({ layout, query }: { layout: EditLayout; query: unknown }) => ({
      layout: readableEditLayout(layout),
      query,
    }));
    const contentManager = app.getPlugin('content-manager').apis as {
      addEditViewSidePanel(panels: PanelComponent[]): void;
      addDocumentAction(reduce: (actions: DocumentActionComponent[]) => DocumentActionComponent[]): void;
    };
    contentManager.addEditViewSidePanel([CompliancePanel]);
    // On a listing or project from the CRM: which fields are the CRM's (edits of them are refused).
    contentManager.addEditViewSidePanel([CrmOwnedPanel]);
    // Publishing a listing that misses a legal mention asks first (compliance-publish-action.tsx).
    contentManager.addDocumentAction((actions) =>
      actions.map((action) => (action.type === 'publish' ? withComplianceWarning(action) : action)),
    );
  },
};
