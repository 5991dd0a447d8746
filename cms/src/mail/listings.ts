import type { Core } from '@strapi/strapi';
import {
  formatPrice,
  isLanguage,
  isStartingFromPrice,
  projectPath,
  propertyPath,
  startingFromPriceUnit,
  type Language,
} from '@vitrine/domain';
import { mailMessage } from './catalogue';
import { siteMessagesInMails } from './mail-messages';
import type { ListingCard } from './template';
import { cmsUrl, siteUrl } from './urls';

/** A published listing (or project) as mails show it, with the agent who receives its leads. */
export interface ListingInfo extends ListingCard {
  documentId: string;
  locale: string;
  agentEmail?: string;
  /** Where it is read from again in another language ({@link listingInLanguage}); a property when unsaid. */
  kind?: 'property' | 'project';
}

/**
 * A price as the site writes it (listings.server.ts): "vanaf" before a starting-from price (unit
 * 7), the listing's own unit text ("per maand") after any other.
 *
 * @example
 * listingPriceText('nl', { price: 1150, priceUnit: 0, priceUnitText: 'per maand' }); // '€ 1.150 per maand'
 */
export function listingPriceText(
  language: Language,
  row: { price: number | null; priceUnit?: number | null; priceUnitText?: string | null },
): string | undefined {
  if (!row.price) return undefined;
  if (isStartingFromPrice(row.priceUnit)) {
    return `${mailMessage(language, siteMessagesInMails.startingFrom)} ${formatPrice(row.price)}`;
  }
  const unit = row.priceUnitText?.trim();
  return unit ? `${formatPrice(row.price)} ${unit}` : formatPrice(row.price);
}

type Photo = { url?: string; formats?: Record<string, { url?: string }> | null };

/** The absolute URL of the first photo (its medium or small format when there is one). */
function firstPhotoUrl(strapi: Core.Strapi, photos: Photo[] | null | undefined): string | undefined {
  const photo = photos?.[0];
  const path = photo?.formats?.medium?.url ?? photo?.formats?.small?.url ?? photo?.url;
  if (!path) return undefined;
  return /^https?:/.test(path) ? path : `${cmsUrl(strapi)}${path}`;
}

type PropertyRow = {
  documentId: string;
  locale: string;
  title: string | null;
  reference: string | null;
  goal: number | null;
  price: number | null;
  publishPrice: boolean | null;
  priceUnit: number | null;
  priceUnitText: string | null;
  citySlug: string | null;
  city: string | null;
  propertyType?: { slug?: string | null } | null;
  agent?: { email?: string | null } | null;
  photos?: Photo[] | null;
};

/**
 * The published version of a property, in the visitor's language when it exists there, else in
 * any language; null for an unknown or unpublished document. Reads through the query engine so
 * no document middleware rewrites the question.
 */
export async function findPublishedListing(
  strapi: Core.Strapi,
  documentId: string,
  language: string,
): Promise<ListingInfo | null> {
  const rows = (await strapi.db.query('api::property.property').findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    populate: { propertyType: { select: ['slug'] }, agent: { select: ['email'] }, photos: true },
  })) as PropertyRow[];
  const row = rows.find((candidate) => candidate.locale === language) ?? rows[0];
  if (!row) return null;
  const lang: Language = isLanguage(row.locale) ? row.locale : 'nl';
  let url = `${siteUrl()}/${lang}/`;
  try {
    url = `${siteUrl()}${propertyPath({
      lang,
      goal: row.goal ?? 0,
      citySlug: row.citySlug || row.city || '',
      typeSlug: row.propertyType?.slug ?? '',
      reference: row.reference ?? '',
    })}`;
  } catch {
    // An incomplete listing still gets its mail, linking to the site's home.
  }
  return {
    kind: 'property',
    documentId: row.documentId,
    locale: row.locale,
    title: row.title ?? row.reference ?? '',
    price: row.publishPrice !== false ? listingPriceText(lang, row) : undefined,
    url,
    photoUrl: firstPhotoUrl(strapi, row.photos),
    agentEmail: row.agent?.email ?? undefined,
  };
}

type ProjectRow = {
  documentId: string;
  locale: string;
  title: string | null;
  slug: string | null;
  priceFrom: number | null;
  agent?: { email?: string | null } | null;
  photos?: Photo[] | null;
};

/**
 * The published version of a new-build project, shown as a listing is (its title, "starting
 * from" price, page and first photo), with the project's agent; null for an unknown or
 * unpublished document.
 */
export async function findPublishedProject(
  strapi: Core.Strapi,
  documentId: string,
  language: string,
): Promise<ListingInfo | null> {
  const rows = (await strapi.db.query('api::project.project').findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    populate: { agent: { select: ['email'] }, photos: true },
  })) as ProjectRow[];
  const row = rows.find((candidate) => candidate.locale === language) ?? rows[0];
  if (!row) return null;
  const lang: Language = isLanguage(row.locale) ? row.locale : 'nl';
  let url = `${siteUrl()}/${lang}/`;
  try {
    url = `${siteUrl()}${projectPath(lang, row.slug ?? '')}`;
  } catch {
    // A project without a slug still gets its mail, linking to the site's home.
  }
  return {
    kind: 'project',
    documentId: row.documentId,
    locale: row.locale,
    title: row.title ?? '',
    price: listingPriceText(lang, { price: row.priceFrom, priceUnit: startingFromPriceUnit }),
    url,
    photoUrl: firstPhotoUrl(strapi, row.photos),
    agentEmail: row.agent?.email ?? undefined,
  };
}

/**
 * A listing's card in another language: its title, price as the site writes it there and page in
 * `language` when it is published in it (the agency's mail shows the listing in the agents'
 * language, whatever the visitor's), else the card as it is.
 */
export async function listingInLanguage(
  strapi: Core.Strapi,
  listing: ListingInfo,
  language: Language,
): Promise<ListingInfo> {
  if (listing.locale === language) return listing;
  const find = listing.kind === 'project' ? findPublishedProject : findPublishedListing;
  const found = await find(strapi, listing.documentId, language);
  return found?.locale === language ? found : listing;
}
