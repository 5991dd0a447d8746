import type { Core, UID } from '@strapi/strapi';
import { insertLikeTemplate, linkPattern } from '../strapi-patches/insert-like-template';
import { ListingWriter } from '../strapi-patches/listing-writer';
import { ensureDemoAccounts } from './accounts';
import { agents } from './agents';
import { articleSlug, articles } from './articles';
import { propertyTypeRows, regionRows, type ClassificationRow } from './classification';
import { generateListings, type ListingSeed } from './listings';
import { seedLocales, type Localized, type SiteLocale } from './locales';
import { uploadDemoMedia, type DemoMedia } from './media';
import { pages } from './pages';
import { removePartialDemoContent } from './partial-seed';
import type { PhotoKey } from './photo-scenes';
import { generateProjects } from './projects';
import { createRandom, demoSeedNumber } from './random';
import { mapSettings, siteSettings } from './site-settings';
import { testimonials } from './testimonials';
import { seedListingHistory } from './listing-history';
import { ownerStats, visitSlots } from './visits';

/** Bump to seed again on databases seeded by an older version (only when they hold no listings). */
export const demoSeedVersion = 1;
/** How many demo listings: about 60% for sale, 40% for rent. */
export const demoListingCount = { sale: 208, rent: 140 } as const;

type Row = { id: number; documentId: string };
type Data = Record<string, unknown>;
/** The Document Service without the generated per-type typings: the seed writes many types alike. */
interface Documents {
  create(params: { locale?: string; status?: 'published'; data: Data }): Promise<Row>;
  update(params: { documentId: string; locale?: string; status?: 'published'; data: Data }): Promise<Row | null>;
}
const documents = (strapi: Core.Strapi, uid: string) =>
  strapi.documents(uid as UID.ContentType) as unknown as Documents;

/**
 * Writes one document in every language: the default locale (nl) creates it with the shared
 * fields and relations, the other locales add their texts (Strapi copies the shared fields, and
 * the relation-sync middleware copies the relations).
 */
async function createLocalized(
  strapi: Core.Strapi,
  uid: string,
  shared: Data,
  localized: Localized<object>,
  publish: boolean,
): Promise<string> {
  const status = publish ? ({ status: 'published' } as const) : {};
  const store = documents(strapi, uid);
  const created = await store.create({ locale: 'nl', ...status, data: { ...shared, ...(localized.nl as Data) } });
  for (const locale of seedLocales) {
    if (locale === 'nl') continue;
    await store.update({ documentId: created.documentId, locale, ...status, data: localized[locale] as Data });
  }
  return created.documentId;
}

const perLocale = <T>(make: (locale: SiteLocale) => T): Localized<T> =>
  Object.fromEntries(seedLocales.map((locale) => [locale, make(locale)])) as Localized<T>;

async function seedClassification(strapi: Core.Strapi, uid: string, rows: ClassificationRow[]) {
  const byId = new Map<number, string>();
  for (const row of rows) {
    const shared = {
      classificationId: row.classificationId,
      parentId: row.parentId,
      webId: row.webId,
      ...(row.kind ? { kind: row.kind, zipFrom: row.zipFrom ?? null, zipTo: row.zipTo ?? null } : {}),
    };
    byId.set(
      row.classificationId,
      await createLocalized(
        strapi,
        uid,
        shared,
        perLocale((l) => ({ name: row.name[l], slug: row.slug[l] })),
        false,
      ),
    );
  }
  return byId;
}

/** The stored flag of the demo seed: `started` when it begins, `done` once everything is written. */
type SeedFlag = {
  version?: number;
  state?: 'started' | 'done';
  startedAt?: string;
  seededAt?: string;
  counts?: Record<string, number>;
  seconds?: number;
};
export const demoSeedFlag = { type: 'core', name: 'vitrine', key: 'demo-seed' } as const;

/**
 * Seeds the demo content (idempotent): accounts, media, classifications, agents, projects, 348
 * listings in four languages, testimonials, articles, pages, site settings, visit slots and owner
 * statistics. Guarded by a stored flag and by emptiness: it never writes into a database that
 * already has listings.
 *
 * Not one transaction (the media go to disk, the listings through a bulk writer with its own
 * batches, and SQLite has one writer): the flag says `started` before the first write and `done`
 * after the last. A start that finds `started` knows a seed was interrupted, says so, removes
 * what it wrote and seeds again from scratch.
 */
export async function seedDemoContent(strapi: Core.Strapi): Promise<void> {
  const started = Date.now();
  const log = (message: string) =>
    strapi.log.info(`[demo seed] ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const flagStore = strapi.store({ type: demoSeedFlag.type, name: demoSeedFlag.name });
  const flag = (await flagStore.get({ key: demoSeedFlag.key })) as SeedFlag | null;
  if (flag?.state === 'started') {
    strapi.log.warn(
      `[demo seed] the demo seed started at ${flag.startedAt ?? 'an unknown time'} did not finish: ` +
        'removing its partial content and seeding again',
    );
    await removePartialDemoContent(strapi, log);
  } else if (flag?.version === demoSeedVersion) {
    log(`already seeded (version ${demoSeedVersion}), nothing to do`);
    return;
  } else if ((await strapi.db.query('api::property.property').count()) > 0) {
    log('the database already holds listings: not seeding demo content');
    return;
  }
  await flagStore.set({
    key: demoSeedFlag.key,
    value: { version: demoSeedVersion, state: 'started', startedAt: new Date().toISOString() } satisfies SeedFlag,
  });

  const random = createRandom(demoSeedNumber);
  const today = new Date();
  const { ownerIds } = await ensureDemoAccounts(strapi);
  log('accounts ready');

  const media: DemoMedia = await uploadDemoMedia(strapi);
  const photo = (key: string) => media.photos.get(key as PhotoKey);
  const photoIds = (keys: readonly string[]) => keys.map(photo).filter((id): id is number => id !== undefined);
  log(`${media.photos.size} photos and ${media.portraits.length} portraits uploaded`);

  const typeDocuments = await seedClassification(strapi, 'api::property-type.property-type', propertyTypeRows);
  await seedClassification(strapi, 'api::region.region', regionRows);
  log(`${propertyTypeRows.length} property types and ${regionRows.length} regions`);

  const agentDocuments: string[] = [];
  for (const [index, agent] of agents.entries()) {
    const { jobTitle, bio, ...shared } = agent;
    agentDocuments.push(
      await createLocalized(
        strapi,
        'api::agent.agent',
        { ...shared, photo: media.portraits[index] },
        perLocale((l) => ({ jobTitle: jobTitle[l], bio: bio[l] })),
        false,
      ),
    );
  }

  const projects = generateProjects(random);
  const projectDocuments: string[] = [];
  for (const project of projects) {
    projectDocuments.push(
      await createLocalized(
        strapi,
        'api::project.project',
        {
          ...project.shared,
          photos: photoIds(project.photos),
          priceList: media.documents.floorPlan,
          documents: [media.documents.floorPlan],
          agent: agentDocuments[project.agent],
        },
        project.localized,
        true,
      ),
    );
  }
  log(`${agents.length} agents and ${projects.length} projects`);

  const listings: ListingSeed[] = [...generateListings(random, { ...demoListingCount, today })];
  // The demo owner has eight listings, the second owner three: the owner portal has data.
  const ownedBy = new Map<number, number>();
  random
    .sample(
      listings.map((_, i) => i).filter((i) => listings[i]!.shared.listingStatus === 'available'),
      11,
    )
    .forEach((index, n) => {
      ownedBy.set(index, n < 8 ? ownerIds[0]! : (ownerIds[1] ?? ownerIds[0]!));
    });
  const writer = await ListingWriter.create(strapi);
  const listingDocuments: string[] = [];
  const entries = listings.map((listing, index) => {
    const owner = ownedBy.get(index);
    const newBuild = listing.shared.goal === 0 && (listing.shared.constructionYear ?? 0) >= today.getUTCFullYear() - 1;
    const project = projects[index % projects.length]!;
    return {
      listing,
      relations: {
        propertyType: typeDocuments.get(listing.type.classificationId),
        agent: agentDocuments[listing.agent],
        owners: owner === undefined ? [] : [owner],
        project:
          newBuild && project.shared.projectStatus === 'selling' && random.chance(0.5)
            ? projectDocuments[index % projects.length]
            : undefined,
        photos: photoIds(listing.photos),
        documents: random.chance(0.3) ? [media.documents.floorPlan] : [],
      },
    };
  });
  for (let start = 0; start < entries.length; start += 100) {
    listingDocuments.push(...(await writer.write(entries.slice(start, start + 100))));
  }
  await writer.finish();
  log(`${listings.length} listings in ${seedLocales.length} languages`);

  for (const testimonial of testimonials) {
    await documents(strapi, 'api::testimonial.testimonial').create({ status: 'published', data: { ...testimonial } });
  }
  for (const article of articles) {
    await createLocalized(
      strapi,
      'api::article.article',
      { key: article.key, category: article.category, order: article.order, image: photo(article.image) },
      perLocale((l) => ({
        title: article.title[l],
        slug: articleSlug(article, l),
        summary: article.summary[l],
        body: article.body[l],
        subcategory: article.subcategory?.[l] ?? null,
        seo: { metaTitle: article.title[l].slice(0, 70), metaDescription: article.summary[l].slice(0, 200) },
      })),
      true,
    );
  }
  for (const page of pages) {
    await createLocalized(
      strapi,
      'api::page.page',
      { key: page.key, image: page.image ? photo(page.image) : null },
      perLocale((l) => ({
        title: page.title[l],
        slug: page.slug[l],
        intro: page.intro[l],
        body: page.body?.[l] ?? null,
        sections: (page.sections ?? []).map((section) => ({ heading: section.heading[l], body: section.body[l] })),
        seo: { metaTitle: page.title[l].slice(0, 70), metaDescription: page.intro[l].slice(0, 200) },
      })),
      true,
    );
  }
  const settings = siteSettings();
  await createLocalized(
    strapi,
    'api::site-setting.site-setting',
    { image: photo('house-1'), ...mapSettings(media.mapMarker) },
    settings,
    false,
  );
  log(`${testimonials.length} testimonials, ${articles.length} articles, ${pages.length} pages, site settings`);

  const slots = visitSlots(random, listings, today);
  for (const slot of slots) {
    const { listing, agent, ...data } = slot;
    await documents(strapi, 'api::visit-slot.visit-slot').create({
      data: { ...data, property: listingDocuments[listing], agent: agentDocuments[agent] },
    });
  }

  const ownedIndexes = [...ownedBy.keys()];
  const stats = ownerStats(random, ownedIndexes, today);
  if (stats.length > 0) {
    const [first, ...rest] = stats;
    const { listing: firstListing, ...firstData } = first!;
    const template = await documents(strapi, 'api::owner-stat.owner-stat').create({
      data: { ...firstData, property: listingDocuments[firstListing] },
    });
    const pattern = await linkPattern(strapi, 'api::owner-stat.owner-stat', 'property', template);
    const propertyRows = (await strapi.db.query('api::property.property').findMany({
      where: { documentId: { $in: ownedIndexes.map((index) => listingDocuments[index]!) } },
      select: ['id', 'documentId', 'locale', 'publishedAt'],
    })) as (Row & { locale: string; publishedAt: string | null })[];
    const targetsOf = (documentId: string) =>
      propertyRows
        .filter(
          (row) =>
            row.documentId === documentId &&
            pattern.some(
              (p: { locale: string; published: boolean }) =>
                p.locale === row.locale && p.published === (row.publishedAt !== null),
            ),
        )
        .map((row) => row.id);
    await insertLikeTemplate(
      strapi,
      'api::owner-stat.owner-stat',
      'property',
      template,
      rest.map(({ listing, ...data }) => ({ data, targetIds: targetsOf(listingDocuments[listing]!) })),
    );
  }
  log(`${slots.length} visit slots and ${stats.length} owner statistics`);
  const historyRows = await seedListingHistory(
    strapi,
    ownedIndexes.map((index) => ({
      documentId: listingDocuments[index]!,
      price: listings[index]!.shared.price,
      listingStatus: listings[index]!.shared.listingStatus,
    })),
    today,
  );
  log(`${historyRows} price and status changes of the owners' listings`);

  const counts = {
    listings: listings.length,
    projects: projects.length,
    agents: agents.length,
    photos: media.photos.size,
    visitSlots: slots.length,
    ownerStats: stats.length,
  };
  await flagStore.set({
    key: demoSeedFlag.key,
    value: {
      version: demoSeedVersion,
      state: 'done',
      seededAt: new Date().toISOString(),
      counts,
      seconds: (Date.now() - started) / 1000,
    } satisfies SeedFlag,
  });
  log(`done: ${JSON.stringify(counts)}`);
}
