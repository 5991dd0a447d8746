import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { labelTranslations } from '../admin/admin-translations';
import { fieldLabel } from '../bootstrap/admin-labels';
import { crmOwnedFields } from './read-only-fields';

/**
 * The importer's writes run inside this context (`asCrmImport`): a marker of the process, never a
 * value a request could send, so only they may change what the CRM owns.
 */
const crmImport = new AsyncLocalStorage<true>();

export const asCrmImport = <T>(work: () => Promise<T>): Promise<T> => crmImport.run(true, work);

type Row = Record<string, unknown>;

const ignoredKeys = new Set(['id', 'documentId', '__temp_key__', '__component', 'createdAt', 'updatedAt']);

/** A value as comparable between the stored row and an edit view's body: no ids, numbers as text, empty as null. */
function plain(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !ignoredKeys.has(key))
        .map(([key, inner]) => [key, plain(inner)] as const)
        .filter(([, inner]) => inner !== null)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return String(Number(value));
  return value;
}

const idOf = (item: unknown) =>
  item && typeof item === 'object' ? (item as { id?: unknown }).id : typeof item === 'string' ? Number(item) : item;

/** Whether a relation's value in a write differs from the stored one (a documentId, an id, or connect/disconnect/set). */
function relationChanged(value: unknown, stored: unknown): boolean {
  const current = stored as { id?: number; documentId?: string } | null | undefined;
  if (value === null) return current != null;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const change = value as {
      connect?: unknown[];
      disconnect?: unknown[];
      set?: unknown;
      documentId?: unknown;
      id?: unknown;
    };
    if ('connect' in change || 'disconnect' in change || 'set' in change)
      return Boolean(change.connect?.length || change.disconnect?.length || change.set !== undefined);
    if (change.documentId !== undefined) return change.documentId !== current?.documentId;
    // The edit view reads a relation back as `{ count }`: what it sends unchanged names none.
    return change.id !== undefined && change.id !== current?.id;
  }
  return value !== current?.documentId && value !== current?.id;
}

/** Whether media in a write (file objects or ids, one or a list) differ from the stored files, order included. */
function mediaChanged(value: unknown, stored: unknown): boolean {
  const ids = (files: unknown) =>
    (Array.isArray(files) ? files : files == null ? [] : [files]).map(idOf).map(String).join(',');
  return ids(value) !== ids(stored);
}

/** The CRM-owned fields a write would change on the stored draft (`stored` null: a language the CRM never sent). */
export function changedOwnedFields(strapi: Core.Strapi, uid: string, data: Row, stored: Row | null): string[] {
  const attributes = (strapi.getModel(uid as UID.ContentType)?.attributes ?? {}) as Record<string, { type: string }>;
  return (crmOwnedFields[uid] ?? []).filter((field) => {
    if (!(field in data)) return false;
    const kind = attributes[field]?.type;
    const value = data[field];
    const before = stored?.[field] ?? null;
    if (kind === 'relation') return relationChanged(value, before);
    if (kind === 'media') return mediaChanged(value, before);
    return JSON.stringify(plain(value)) !== JSON.stringify(plain(before));
  });
}

type Language = 'en' | 'nl' | 'fr';

const refusal: Record<Language, (label: string, source: string) => string> = {
  en: (label, source) =>
    `This field comes from the CRM (${source}): "${label}" cannot be changed here. Change it in the CRM; the next sync brings it over.`,
  nl: (label, source) =>
    `Dit veld komt uit het CRM (${source}): "${label}" kan hier niet gewijzigd worden. Wijzig het in het CRM; de volgende synchronisatie neemt het over.`,
  fr: (label, source) =>
    `Ce champ vient du CRM (${source}) : « ${label} » ne peut pas être modifié ici. Modifiez-le dans le CRM ; la prochaine synchronisation le reprendra.`,
};

/** The refusal in each admin language, naming the fields by their labels. */
export function refusalMessages(fields: readonly string[], source: string): Record<Language, string> {
  const labels = (language: Language) =>
    fields
      .map((field) => (language === 'en' ? undefined : labelTranslations[language][field]) ?? fieldLabel(field))
      .join(', ');
  return {
    en: refusal.en(labels('en'), source),
    nl: refusal.nl(labels('nl'), source),
    fr: refusal.fr(labels('fr'), source),
  };
}

/** The language the agent chose for the admin (their profile), else English. */
function agentLanguage(strapi: Core.Strapi): Language {
  const ctx = strapi.requestContext.get() as { state?: { user?: { preferedLanguage?: unknown } } } | undefined;
  const chosen = ctx?.state?.user?.preferedLanguage;
  return chosen === 'nl' || chosen === 'fr' ? chosen : 'en';
}

/** What marks a document as the CRM's; only the importer writes them. */
const crmMarks = ['crmSource', 'crmId', 'crmHash'] as const;
const unmarked: Row = { crmSource: null, crmId: null, crmHash: null };

/**
 * On a listing or project synced from a CRM (`crmSource` set), a write that changes a field the CRM
 * owns is refused with a ValidationError naming it, unless the importer makes it; other fields (the
 * legal mentions, owners, featured…) stay the agents'. Nobody but the importer creates a synced one:
 * a create or update that sets one of the CRM's marks on another document is refused, and a clone
 * of a synced one is made without them.
 */
export function registerCrmReadOnly(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const uid = context.uid as string;
    if (!(uid in crmOwnedFields) || crmImport.getStore()) return next();
    const params = context.params as { documentId?: string; locale?: string; data?: Row };
    if (context.action === 'clone') {
      // A copy an agent makes of a synced listing is the agent's: the CRM's marks are not copied,
      // or the next sync would take the copy for the CRM's listing.
      params.data = { ...params.data, ...unmarked };
      return next();
    }
    if (context.action !== 'update' && context.action !== 'create') return next();
    const data = params.data ?? {};
    const query = strapi.db.query(uid as UID.ContentType);
    const drafts = params.documentId
      ? ((await query.findMany({
          where: { documentId: params.documentId, publishedAt: null },
          select: ['locale', 'crmSource'],
        })) as { locale: string; crmSource: string | null }[])
      : [];
    // Any of the marks on a create or an update names a CRM: refused below like a CRM-owned field.
    const asked = crmMarks.map((mark) => data[mark]).find((value) => value != null && value !== '');
    const named = typeof data.crmSource === 'string' && data.crmSource ? data.crmSource : 'crm';
    const source = drafts.find((row) => row.crmSource)?.crmSource ?? (asked === undefined ? null : named);
    if (!source) return next();
    const locale =
      params.locale && drafts.some((row) => row.locale === params.locale) ? params.locale : drafts[0]?.locale;
    const attributes = (strapi.getModel(uid as UID.ContentType)?.attributes ?? {}) as Record<string, { type: string }>;
    const populate = Object.fromEntries(
      (crmOwnedFields[uid] ?? [])
        .filter((field) => ['relation', 'media', 'component'].includes(attributes[field]?.type ?? ''))
        .map((field) => [field, true]),
    );
    const stored = locale
      ? ((await query.findOne({
          where: { documentId: params.documentId, publishedAt: null, locale },
          populate,
        })) as Row | null)
      : null;
    const changed = changedOwnedFields(strapi, uid, data, stored);
    if (changed.length === 0) return next();
    const messages = refusalMessages(changed, source);
    throw new errors.ValidationError(messages[agentLanguage(strapi)], { crmOwned: changed, messages });
  });
}
