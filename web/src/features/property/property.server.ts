import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  cleanDescription,
  contentFallbackLanguage,
  descriptionLimit,
  formatPhone,
  isEmpty,
  languages,
  listingPath,
  parseListingPath,
  type Language,
} from '@vitrine/domain';
import { data, redirect, type RouterContextProvider, type UNSAFE_DataWithResponseInit } from 'react-router';
import type { Alternates, PageLinks } from '~/shell/language';
import {
  favouriteMessages,
  listingCardMessages,
  listingMessages,
  marqueeLabel,
  priceLineText,
} from '~/features/listings';
import { listedStatuses, listingPriceOf, propertyPathOf, similarListings } from '~/features/listings/index.server';
import { listingRibbon, priceHistoryMessages, type PriceHistoryEntry } from '~/features/price-history';
import { similarListingsMessages } from '~/features/similar-listings';
import { listingsAlike } from '~/features/similar-listings/index.server';
import { rows } from '~/graphql/strapi-lists.server';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import { agentContactFragment } from '~/graphql/strapi-agent.server';
import { withContentFallback } from '~/graphql/content-fallback.server';
import { strapiMediaFragment, toImage } from '~/graphql/strapi-media.server';
import type {
  PropertyPageQuery,
  PropertyPageQueryVariables,
  SimilarHintsQuery,
  SimilarHintsQueryVariables,
} from '~/graphql/strapi-operations.generated';
import { plainParagraphs } from '~/graphql/strapi-rich-text.server';
import { env } from '~/env.server';
import { intlFor } from '~/i18n/intl.server';
import { pageMessages } from '~/i18n/messages.server';
import { addressMessages } from '~/ui/address-messages';
import { galleryMessages } from '~/ui/photo-gallery-messages';
import type { IntlShape } from 'react-intl';
import { detailMessages } from './attribute-messages.server';
import { goneMessages } from './gone-messages';
import { propertyMessages, sectionMessages } from './messages';
import type { AgentContact, EnergyInfo, FallbackText, KeyFact, PropertyDetail, PropertyGone } from './property';
import {
  propertyAttributesFragment,
  attributeSectionsOf,
  energyOf,
  floodOf,
  mobilityOf,
  planningOf,
  pointsOfInterestOf,
  videosOf,
} from './property-attributes.server';

/**
 * The messages of what the property page renders, beside the root's: its headings, notices and
 * the gallery (attributes, values, key facts and the price line come written out); a sold or
 * unknown listing's page instead: its message and the cards of similar listings.
 */
const propertyPageMessages = [
  propertyMessages,
  sectionMessages,
  galleryMessages,
  favouriteMessages,
  priceHistoryMessages,
  similarListingsMessages,
  listingCardMessages,
];
const gonePageMessages = [goneMessages, listingCardMessages];

/** The texts a language may lack one by one (sparse German). */
const fallbackTexts: readonly FallbackText[] = ['title', 'summary', 'description'];

/**
 * A listing with its attribute groups, and its path in every language. A language whose version
 * lacks a text shows the one of its fallback language (domain `contentFallbackLanguage`: German
 * falls back to English), so the English version also brings its texts when asked.
 */
const PROPERTY_PAGE: TypedDocumentNode<PropertyPageQuery, PropertyPageQueryVariables> = gql`
  query PropertyPage($reference: String!, $locale: I18NLocaleCode, $withFallbackTexts: Boolean = false) {
    properties(locale: $locale, filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) {
      documentId
      reference
      goal
      listingStatus
      price
      publishPrice
      priceUnit
      priceUnitText
      marquee
      marqueeName
      priceLoweredAt
      history {
        date
        field
        from
        to
      }
      title
      summary
      description
      publishAddress
      street
      houseNumber
      boxNumber
      zip
      city
      citySlug
      countryId
      countryName
      region
      latitude
      longitude
      bedrooms
      bathrooms
      toilets
      garages
      parkings
      facades
      floors
      livingArea
      plotArea
      constructionYear
      renovationYear
      availableFrom
      energyValue
      energyLabel
      ...PropertyAttributes
      propertyType {
        classificationId
        name
        slug
        webId
      }
      photos {
        ...StrapiMedia
      }
      agent {
        ...AgentContact
      }
    }
    en: properties(locale: "en", filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) {
      ...PropertyPath
      ... @include(if: $withFallbackTexts) {
        title
        summary
        description
      }
    }
    nl: properties(locale: "nl", filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) {
      ...PropertyPath
    }
    fr: properties(locale: "fr", filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) {
      ...PropertyPath
    }
    de: properties(locale: "de", filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) {
      ...PropertyPath
    }
  }
  fragment PropertyPath on Property {
    goal
    reference
    city
    citySlug
    propertyType {
      slug
    }
  }
  ${propertyAttributesFragment}
  ${agentContactFragment}
  ${strapiMediaFragment}
`;

type PathNode = NonNullable<PropertyPageQuery['en'][number]> & Partial<Record<FallbackText, string | null>>;

type PropertyNode = NonNullable<PropertyPageQuery['properties'][number]>;

type PropertyPageResult = PropertyPageQuery;

function agentOf(node: PropertyNode['agent']): AgentContact | null {
  if (!node) return null;
  const name = [node.firstName, node.lastName].filter(Boolean).join(' ');
  if (!name) return null;
  const phone = node.phone || node.mobile;
  return {
    name,
    jobTitle: node.jobTitle,
    phone: phone ? { text: formatPhone(phone), href: `tel:${phone.replace(/[^\d+]/g, '')}` } : null,
    email: node.email,
    photo: node.photo ? toImage(node.photo, name) : null,
  };
}

/** The strip of highlights under the photos: type, areas, rooms, energy label, reference. */
function factsOf(node: PropertyNode, energy: EnergyInfo | null, intl: IntlShape): KeyFact[] {
  const facts: KeyFact[] = [];
  if (node.propertyType?.name) facts.push({ kind: 'type', text: node.propertyType.name });
  // `surfaces.living` is the living room; the highlight is the habitable surface.
  const livingArea = node.livingArea;
  const plotArea = node.surfaces?.ground ?? node.plotArea;
  if (livingArea && livingArea > 0) {
    const area = intl.formatNumber(livingArea);
    facts.push({ kind: 'livingArea', text: intl.formatMessage(detailMessages.highlightLivingArea, { area }) });
  }
  if (plotArea && plotArea > 0) {
    const area = intl.formatNumber(plotArea);
    facts.push({ kind: 'plotArea', text: intl.formatMessage(detailMessages.highlightPlotArea, { area }) });
  }
  if (node.bedrooms && node.bedrooms > 0) {
    const text = intl.formatMessage(detailMessages.highlightBedrooms, { count: node.bedrooms });
    facts.push({ kind: 'bedrooms', text });
  }
  if (node.bathrooms && node.bathrooms > 0) {
    const text = intl.formatMessage(detailMessages.highlightBathrooms, { count: node.bathrooms });
    facts.push({ kind: 'bathrooms', text });
  }
  if (energy?.label) {
    const kind = energy.display === 'text' ? 'energyClass' : 'energyLabel';
    const message = kind === 'energyClass' ? detailMessages.highlightEnergyClass : detailMessages.highlightEnergyLabel;
    facts.push({ kind, text: intl.formatMessage(message, { label: energy.label }) });
  }
  const reference = intl.formatMessage(detailMessages.highlightReference, { reference: node.reference });
  facts.push({ kind: 'reference', text: reference });
  return facts;
}

/**
 * The texts this language's version lacks, taken from the fallback language's version when it has
 * them (a German listing without a description shows the English one): the node with them filled
 * in, and which texts came from where.
 */
function withFallbackTexts(
  node: PropertyNode,
  fallback: PathNode | undefined,
  fallbackLanguage: Language | null,
): { node: PropertyNode; textFallback: PropertyDetail['textFallback'] } {
  if (!fallback || !fallbackLanguage) return { node, textFallback: null };
  const texts = fallbackTexts.filter((field) => isEmpty(node[field]) && !isEmpty(fallback[field]));
  if (texts.length === 0) return { node, textFallback: null };
  const filled = { ...node, ...Object.fromEntries(texts.map((field) => [field, fallback[field]])) };
  return { node: filled, textFallback: { language: fallbackLanguage, texts } };
}

function toDetail(
  node: PropertyNode,
  language: Language,
  contentLanguage: Language | null,
  textFallback: PropertyDetail['textFallback'] = null,
): PropertyDetail {
  const intl = intlFor(language);
  const title =
    node.title?.trim() || [node.propertyType?.name, node.city].filter(Boolean).join(' — ') || node.reference;
  const photos = rows(node.photos);
  const houseNumber =
    node.houseNumber && node.boxNumber
      ? intl.formatMessage(addressMessages.houseNumberWithBox, { number: node.houseNumber, box: node.boxNumber })
      : node.houseNumber;
  const street = node.publishAddress === false ? null : [node.street, houseNumber].filter(Boolean).join(' ') || null;
  const energy = energyOf(node, intl);
  // "Price reduced" from the published facts, as on the cards (decision 045).
  const { marquee, marqueeName } = listingRibbon(node, new Date());
  // The sub-municipality belongs to the address; the location section lists the neighbourhoods.
  const district =
    rows(node.subCities)
      .map((item) => item.name?.trim())
      .find(Boolean) ?? null;
  return {
    documentId: node.documentId,
    reference: node.reference,
    goal: node.goal,
    title,
    summary: node.summary?.trim() || null,
    metaDescription:
      cleanDescription(node.summary?.trim() || plainParagraphs(node.description).join(' '), descriptionLimit, true) ||
      null,
    description: plainParagraphs(node.description),
    price: priceLineText(listingPriceOf(node), intl),
    marquee,
    ribbon: marqueeLabel(marquee, marqueeName, intl),
    listTitle: intl.formatMessage(node.goal === 0 ? listingMessages.saleTitle : listingMessages.rentTitle),
    address: { street, zip: node.zip, city: node.city, district, country: node.countryName },
    photos: photos.map((photo, index) => toImage(photo, `${title} (${index + 1}/${photos.length})`)),
    facts: factsOf(node, energy, intl),
    sections: attributeSectionsOf(node, intl),
    energy,
    planning: planningOf(node, intl),
    flood: floodOf(node, intl),
    pointsOfInterest: pointsOfInterestOf(node, intl),
    mobility: mobilityOf(node, intl),
    videos: videosOf(node),
    agent: agentOf(node.agent),
    contentLanguage,
    textFallback,
  };
}

/** schema.org RealEstateListing with its Offer, address, floor size and rooms. */
export function propertyJsonLd(detail: PropertyDetail, node: PropertyNode, url: string): Record<string, unknown> {
  const country = node.countryId === 50 ? 'LU' : 'BE';
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: detail.title,
    url,
    ...(detail.summary ? { description: detail.summary } : {}),
    ...(detail.photos.length > 0 ? { image: detail.photos.slice(0, 6).map((photo) => photo.src) } : {}),
    offers: {
      '@type': 'Offer',
      ...(node.publishPrice !== false && node.price !== null ? { price: node.price, priceCurrency: 'EUR' } : {}),
      businessFunction:
        node.goal === 0 ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: 'https://schema.org/InStock',
    },
    mainEntity: {
      '@type': 'Accommodation',
      address: {
        '@type': 'PostalAddress',
        ...(detail.address.street ? { streetAddress: detail.address.street } : {}),
        ...(node.zip ? { postalCode: node.zip } : {}),
        ...(node.city ? { addressLocality: node.city } : {}),
        addressCountry: country,
      },
      ...(node.livingArea
        ? { floorSize: { '@type': 'QuantitativeValue', value: node.livingArea, unitCode: 'MTK' } }
        : {}),
      ...(node.bedrooms ? { numberOfBedrooms: node.bedrooms } : {}),
      ...(node.bathrooms ? { numberOfBathroomsTotal: node.bathrooms } : {}),
      ...(node.latitude !== null && node.longitude !== null && node.publishAddress !== false
        ? { geo: { '@type': 'GeoCoordinates', latitude: node.latitude, longitude: node.longitude } }
        : {}),
    },
  };
}

function alternatesOfProperty(
  result: PropertyPageResult,
  fallback: PathNode,
  current: string,
  language: Language,
): Alternates {
  return Object.fromEntries(
    languages.map((lang) => {
      const node = rows(result[lang])[0] ?? fallback;
      return [lang, lang === language ? current : (propertyPathOf(lang, node) ?? listingPath(lang, node.goal))];
    }),
  ) as Alternates;
}

async function readProperty(client: GraphqlClient, reference: string, locale: Language) {
  const { data: result } = await client.query({
    query: PROPERTY_PAGE,
    variables: { reference, locale, withFallbackTexts: contentFallbackLanguage[locale] !== null },
  });
  const node = rows(result?.properties)[0];
  return node && result ? { node, result } : null;
}

const SIMILAR_HINTS: TypedDocumentNode<SimilarHintsQuery, SimilarHintsQueryVariables> = gql`
  query SimilarHints($locale: I18NLocaleCode!, $reference: String!, $typeSlug: String!, $citySlug: String!) {
    goneListing(reference: $reference, locale: $locale) {
      goal
      listingStatus
      title
      city
      classificationId
    }
    propertyTypes(locale: $locale, filters: { slug: { eq: $typeSlug } }, pagination: { limit: 1 }) {
      classificationId
    }
    properties(locale: $locale, filters: { citySlug: { eq: $citySlug } }, pagination: { limit: 1 }) {
      city
    }
  }
`;

/** What makes a listing similar: its type (classification id) and its city. */
type SimilarHints = { typeId: number | null; city: string | null };

/** A listing the agency's CRM deleted while sold or rented (cms `goneListing`, decision 038). */
type GoneListing = NonNullable<SimilarHintsQuery['goneListing']>;

/**
 * What the site knows of a listing its URL names that is not published: its last status when the
 * CRM deleted it sold or rented, else the type and city the URL names (`/nl/te-koop/gent/huis-XX999/`)
 * when the site knows them: the type by its slug, the city by the slug of a listing there.
 */
async function hintsOfPath(
  client: GraphqlClient,
  language: Language,
  info: { citySlug?: string; typeSlug?: string; reference: string },
): Promise<{ gone: GoneListing | null; hints: SimilarHints }> {
  const { data: hints } = await client.query({
    query: SIMILAR_HINTS,
    variables: {
      locale: language,
      reference: info.reference,
      typeSlug: info.typeSlug ?? '',
      citySlug: info.citySlug?.toLowerCase() ?? '',
    },
  });
  const gone = hints?.goneListing ?? null;
  if (gone) return { gone, hints: { typeId: gone.classificationId ?? null, city: gone.city ?? null } };
  return {
    gone: null,
    hints: {
      typeId: rows(hints?.propertyTypes)[0]?.classificationId ?? null,
      city: rows(hints?.properties)[0]?.city ?? null,
    },
  };
}

/** Listings like a gone one (same list, and same type or city); from the same list when none is. */
async function listingsLike(
  client: GraphqlClient,
  language: Language,
  goal: number,
  reference: string,
  hints: SimilarHints,
) {
  const similar = await similarListings(client, language, { goal, reference, ...hints });
  if (similar.length > 0 || (hints.typeId === null && hints.city === null)) return similar;
  return similarListings(client, language, { goal, reference, typeId: null, city: null });
}

/**
 * The loader of a property page, any list, any language. Found and listed: the page (a request
 * on a stale slug is redirected to the current path), German texts it lacks shown in English.
 * Sold or rented, also when the agency's CRM deleted it so (unpublished; cms `goneListing`, decision
 * 038): status 410 with the spec's message and similar listings. A reference that never
 * existed (or is no longer on offer for another reason) on a path of a listing's shape: the same
 * page with status 404, the listings of the type and city its path names (issue 19: it said 410,
 * "gone", of something that was never there). Any other path under a list is not a listing: 404.
 */
export async function loadPropertyPage({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const info = parseListingPath(url.pathname);
  if (!info || info.kind !== 'property' || info.goal === undefined || !info.reference)
    throw data(null, { status: 404 });
  const { lang: language, reference } = info;
  const client = graphqlClient(context);
  const found = await withContentFallback(language, (locale) => readProperty(client, reference, locale));

  if (!found || !(listedStatuses as readonly string[]).includes(found.value.node.listingStatus ?? '')) {
    const node = found?.value.node;
    // Not published: a listing the CRM deleted says what it was last (sold or rented), else 404.
    const known = node ? null : await hintsOfPath(client, language, { ...info, reference });
    const last = node ?? known?.gone;
    const goal = last?.goal ?? info.goal;
    const reason: PropertyGone['reason'] =
      last?.listingStatus === 'sold' ? 'sold' : last?.listingStatus === 'rented' ? 'rented' : 'not-found';
    const hints: SimilarHints = known?.hints ?? {
      typeId: node?.propertyType?.classificationId ?? null,
      city: node?.city ?? null,
    };
    const similar = await listingsLike(client, language, goal, reference, hints);
    const alternates = Object.fromEntries(languages.map((lang) => [lang, listingPath(lang, goal)])) as Alternates;
    const gone: PropertyGone = { reason, title: last?.title ?? null, similar, listPath: listingPath(language, goal) };
    const pageLinks: PageLinks = { alternates, canonical: url.pathname, noindex: true };
    return data(
      { kind: 'gone' as const, language, gone, pageLinks, messages: pageMessages(language, gonePageMessages) },
      { status: reason === 'not-found' ? 404 : 410 },
    );
  }

  const { result } = found.value;
  const fallbackLanguage = found.locale === language ? contentFallbackLanguage[language] : null;
  const { node, textFallback } = withFallbackTexts(
    found.value.node,
    fallbackLanguage ? rows(result[fallbackLanguage])[0] : undefined,
    fallbackLanguage,
  );
  const path = propertyPathOf(language, node);
  if (!path) throw data(null, { status: 404 });
  if (path !== url.pathname) throw redirect(path, 301);

  const contentLanguage = found.locale === language ? null : found.locale;
  const detail = toDetail(node, language, contentLanguage, textFallback);
  // Its published price and status changes (public ones only, bounded by Strapi), and the listings
  // like it that close the page (issue 22, item 4).
  const history: PriceHistoryEntry[] = rows(node.history);
  const similar = await listingsAlike(client, language, {
    goal: node.goal,
    reference: node.reference,
    typeId: node.propertyType?.classificationId ?? null,
    region: node.region ?? null,
    // An unpublished price is no band: the cards around it would tell it.
    price: node.publishPrice === false ? null : node.price,
  });
  const pageLinks: PageLinks = { alternates: alternatesOfProperty(result, node, path, language), canonical: path };
  return data({
    kind: 'property' as const,
    language,
    detail,
    history,
    similar,
    listPath: listingPath(language, node.goal),
    jsonLd: propertyJsonLd(detail, node, `${env.PUBLIC_SITE_URL}${path}`),
    pageLinks,
    messages: pageMessages(language, propertyPageMessages),
  });
}

type Unwrapped<T> = T extends UNSAFE_DataWithResponseInit<infer D> ? D : T;

/** The property page's data: the listing, or what replaces a sold, rented or unknown one. */
export type PropertyPageData = Unwrapped<Awaited<ReturnType<typeof loadPropertyPage>>>;
