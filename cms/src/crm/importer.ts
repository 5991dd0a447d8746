import { createHash } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { slugify } from '@vitrine/domain';
import { siteLocales, type SiteLocale } from '../bootstrap/locales';
import { CrmFiles } from './media';
import { asCrmImport } from './read-only';
import type { CrmAgent, MappedListing, MappedProject } from './omnicasa/mapping';
import { RefusedRecord, refusalOf, refusedEntry, type RefusedEntry } from './refusals';

export const crmSources = ['omnicasa'] as const;
export type CrmSource = (typeof crmSources)[number];

const PROPERTY = 'api::property.property';
const PROJECT = 'api::project.project';
const AGENT = 'api::agent.agent';
const PROPERTY_TYPE = 'api::property-type.property-type';

type Data = Record<string, unknown>;
/** The stored hash of a record the CRM deleted: no record hashes to it, so a record sent again is written again. */
export const removedMark = 'removed';
type Row = { id: number; documentId: string };
/** The Document Service without the generated per-type typings (the importer writes two types alike). */
interface Documents {
  create(params: { locale?: string; status?: 'published'; data: Data }): Promise<Row>;
  update(params: { documentId: string; locale?: string; status?: 'published'; data: Data }): Promise<Row | null>;
  unpublish(params: { documentId: string; locale?: string }): Promise<unknown>;
}
const documents = (strapi: Core.Strapi, uid: string) =>
  strapi.documents(uid as UID.ContentType) as unknown as Documents;

/** What one run did, record by record: the last sync's report in the admin. */
export interface ImportReport {
  created: string[];
  updated: string[];
  unchanged: number;
  unpublished: string[];
  /** Of those, the listings the CRM deleted while sold or rented (by CRM id): their URL keeps saying so. */
  keptAsGone: string[];
  refused: RefusedEntry[];
  filesDownloaded: number;
}

export const emptyReport = (): ImportReport => ({
  created: [],
  updated: [],
  unchanged: 0,
  unpublished: [],
  keptAsGone: [],
  refused: [],
  filesDownloaded: 0,
});

/** Stable JSON (sorted keys), so the same record always hashes the same. */
const stable = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(stable).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${stable((value as Data)[key])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null);

/**
 * The hash of a mapped record as stored on the listing: a record the CRM sends again unchanged
 * hashes the same and is not written. Its change date is left out (a CRM touches it for nothing).
 *
 * @example
 * recordHash({ ...mapped, changedAt: 'later' }) === recordHash(mapped); // true
 */
export function recordHash(record: MappedListing | MappedProject): string {
  const { changedAt: _changedAt, ...rest } = record;
  return createHash('sha256').update(stable(rest)).digest('hex');
}

/** The CRM's languages in the site's writing order: Dutch (the default) first creates the document. */
const localesOf = (localized: Partial<Record<SiteLocale, Data>>) =>
  siteLocales.map((locale) => locale.code).filter((code) => localized[code] !== undefined);

/**
 * Writes what a CRM says into Strapi through the Document Service, as an agent's publish does, so
 * the document middlewares run as for any write (region, energy label, slug, legal-mentions
 * check, shared fields, alert events, the owner's price history, cache purges).
 * Idempotent: a record whose hash is stored already is not written; a listing's reference and
 * slugs are set when it is created and never again.
 */
export class CrmImporter {
  readonly report = emptyReport();
  private readonly files: CrmFiles;
  private readonly agents = new Map<string, string>();

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly source: CrmSource,
  ) {
    this.files = new CrmFiles(strapi);
  }

  private async stored(uid: string, crmId: string) {
    return (await this.strapi.db.query(uid as UID.ContentType).findOne({
      where: { crmSource: this.source, crmId },
      select: ['documentId', 'crmHash', 'listingStatus'].filter(
        (field) => uid === PROPERTY || field !== 'listingStatus',
      ),
    })) as { documentId: string; crmHash: string | null; listingStatus?: string } | null;
  }

  /** The agent a record names, by e-mail address; created in every language when the site has none. */
  private async agent(agent: CrmAgent | null): Promise<string | null> {
    if (!agent) return null;
    const known = this.agents.get(agent.email);
    if (known) return known;
    const row = (await this.strapi.db.query(AGENT).findOne({
      where: { email: { $eqi: agent.email } },
      select: ['documentId'],
    })) as { documentId: string } | null;
    let documentId = row?.documentId;
    if (!documentId) {
      const store = documents(this.strapi, AGENT);
      const created = await store.create({
        locale: 'nl',
        data: { firstName: agent.firstName, lastName: agent.lastName, email: agent.email, phone: agent.phone },
      });
      for (const { code } of siteLocales) {
        if (code !== 'nl') await store.update({ documentId: created.documentId, locale: code, data: {} });
      }
      documentId = created.documentId;
    }
    this.agents.set(agent.email, documentId);
    return documentId;
  }

  private async propertyType(classificationId: number, crmId: string): Promise<string> {
    const row = (await this.strapi.db.query(PROPERTY_TYPE).findOne({
      where: { classificationId },
      select: ['documentId'],
    })) as { documentId: string } | null;
    if (!row) throw new RefusedRecord(crmId, { code: 'unclassifiedType', value: String(classificationId) });
    return row.documentId;
  }

  /**
   * A project's slug in one language, from its title, written when that language is created (a
   * listing's comes from the slug middleware): unique in the language, the reference added when taken.
   */
  private async projectSlug(title: unknown, reference: string, locale: string): Promise<string> {
    const base =
      slugify(typeof title === 'string' ? title : '')
        .replace(/[^a-z0-9-]/g, '')
        .slice(0, 140) || reference.toLowerCase();
    const taken = await this.strapi.db.query(PROJECT).findOne({ where: { slug: base, locale }, select: ['id'] });
    return taken ? `${base}-${reference.toLowerCase()}` : base;
  }

  /**
   * Creates or updates one document in each language the CRM gave, and publishes each. What only a
   * new language gets (`onCreate`: the reference, a project's slug) is never written again.
   */
  private async write(
    uid: string,
    existing: string | undefined,
    shared: Data,
    onCreate: (locale: SiteLocale, texts: Data) => Promise<Data>,
    localized: Partial<Record<SiteLocale, Data>>,
    publish: boolean,
  ): Promise<string> {
    const store = documents(this.strapi, uid);
    const status = publish ? ({ status: 'published' } as const) : {};
    const [first, ...others] = localesOf(localized);
    if (!first) throw new Error('no language to write');
    const had = new Set(
      existing
        ? (
            (await this.strapi.db.query(uid as UID.ContentType).findMany({
              where: { documentId: existing },
              select: ['locale'],
            })) as { locale: string }[]
          ).map((row) => row.locale)
        : [],
    );
    const texts = async (locale: SiteLocale) => ({
      ...localized[locale],
      ...(had.has(locale) ? {} : await onCreate(locale, localized[locale]!)),
    });
    let documentId = existing;
    if (documentId) {
      await store.update({ documentId, locale: first, ...status, data: { ...shared, ...(await texts(first)) } });
    } else {
      documentId = (await store.create({ locale: first, ...status, data: { ...shared, ...(await texts(first)) } }))
        .documentId;
    }
    // The shared fields go with every language too: a language published from a draft that still
    // held the old price would record a price change back and forth in the owner's history.
    for (const locale of others) {
      await store.update({ documentId, locale, ...status, data: { ...shared, ...(await texts(locale)) } });
    }
    if (!publish && existing) await store.unpublish({ documentId, locale: '*' });
    return documentId;
  }

  /** Applies one listing; a refusal is reported with its reason, never thrown. */
  async listing(record: MappedListing): Promise<void> {
    await this.apply('listing', record.crmId, async () => {
      const hash = recordHash(record);
      const existing = await this.stored(PROPERTY, record.crmId);
      if (existing?.crmHash === hash) return 'unchanged';
      if (!existing) {
        const taken = await this.strapi.db
          .query(PROPERTY)
          .findOne({ where: { reference: record.reference }, select: ['id'] });
        if (taken) throw new RefusedRecord(record.crmId, { code: 'referenceTaken', reference: record.reference });
      }
      const project = record.projectCrmId ? await this.stored(PROJECT, record.projectCrmId) : null;
      const shared: Data = {
        ...record.shared,
        crmSource: this.source,
        crmId: record.crmId,
        propertyType: await this.propertyType(record.propertyTypeId, record.crmId),
        agent: await this.agent(record.agent),
        project: project?.documentId ?? null,
        photos: await this.files.ids(record.photos, 'photo'),
        documents: await this.files.ids(record.documents, 'document'),
      };
      // The URL's parts (reference, slug from the title) are written once, when the listing is created.
      const documentId = await this.write(
        PROPERTY,
        existing?.documentId,
        shared,
        async () => (existing ? {} : { reference: record.reference }),
        record.localized,
        true,
      );
      await this.written(PROPERTY, documentId, hash);
      return existing ? 'updated' : 'created';
    });
  }

  async project(record: MappedProject): Promise<void> {
    await this.apply('project', record.crmId, async () => {
      const hash = recordHash(record);
      const existing = await this.stored(PROJECT, record.crmId);
      if (existing?.crmHash === hash) return 'unchanged';
      const shared: Data = {
        ...record.shared,
        crmSource: this.source,
        crmId: record.crmId,
        agent: await this.agent(record.agent),
        photos: await this.files.ids(record.photos, 'photo'),
        documents: await this.files.ids(record.documents, 'document'),
        priceList: record.priceList ? await this.files.id(record.priceList, 'document') : null,
      };
      const documentId = await this.write(
        PROJECT,
        existing?.documentId,
        shared,
        async (locale, texts) => ({
          ...(existing ? {} : { reference: record.reference }),
          slug: await this.projectSlug(texts.title, record.reference, locale),
        }),
        record.localized,
        record.onWebsite,
      );
      await this.written(PROJECT, documentId, hash);
      return existing ? 'updated' : 'created';
    });
  }

  /**
   * Stores the record's hash once every language is written: a run that stopped half-way through a
   * document leaves the old hash, so the next run writes it again. Only the importer's own
   * bookkeeping, on every row of the document: no middleware needs to see it.
   */
  private async written(uid: string, documentId: string, hash: string) {
    await this.strapi.db.query(uid as UID.ContentType).updateMany({ where: { documentId }, data: { crmHash: hash } });
  }

  /**
   * A listing deleted in the CRM: every language is unpublished. Its last status stays on its draft
   * with the stored hash replaced by a mark no record hashes to, so the CRM sending it again puts it
   * back; sold or rented, the site's `goneListing` query (crm/gone.ts) reads both, and its URL
   * answers "sold" or "rented" (410) with similar listings, else 404 like any unpublished listing.
   */
  async removedListing(crmId: string): Promise<void> {
    await this.remove(PROPERTY, 'listing', crmId);
  }

  async removedProject(crmId: string): Promise<void> {
    await this.remove(PROJECT, 'project', crmId);
  }

  private async remove(uid: string, kind: 'listing' | 'project', crmId: string) {
    const existing = await this.stored(uid, crmId);
    if (!existing || existing.crmHash === removedMark) return;
    await asCrmImport(() => documents(this.strapi, uid).unpublish({ documentId: existing.documentId, locale: '*' }));
    this.report.unpublished.push(`${kind} ${crmId}`);
    if (existing.listingStatus === 'sold' || existing.listingStatus === 'rented') this.report.keptAsGone.push(crmId);
    await this.written(uid, existing.documentId, removedMark);
  }

  private async apply(
    kind: 'listing' | 'project',
    crmId: string,
    work: () => Promise<'created' | 'updated' | 'unchanged'>,
  ) {
    try {
      const outcome = await asCrmImport(work);
      if (outcome === 'unchanged') this.report.unchanged += 1;
      else this.report[outcome].push(`${kind} ${crmId}`);
    } catch (error) {
      // A refused record is reported and retried on the next run (its hash was not stored).
      const cause = refusalOf(error);
      if (!cause) throw error;
      this.report.refused.push(refusedEntry(crmId, kind, cause));
    } finally {
      this.report.filesDownloaded = this.files.downloaded;
    }
  }
}
