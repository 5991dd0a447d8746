import { gql } from '@apollo/client';
import { formatPhone, languages, listingPath, parseListingPath, type Language } from '@vitrine/domain';
import { data, redirect, type RouterContextProvider, type UNSAFE_DataWithResponseInit } from 'react-router';
import type { Alternates, PageLinks } from '~/features/language';
import {
  listedStatuses,
  listingPriceOf,
  propertyPathOf,
  similarListings,
  type ListingCardNode,
} from '~/features/listings/listings.server';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import { withContentFallback } from '~/graphql/content-fallback.server';
import { mediaFields, toImage, type StrapiMedia } from '~/graphql/strapi-media.server';
import { plainParagraphs } from '~/graphql/strapi-rich-text.server';
import { env } from '~/env.server';
import type { AgentContact, EnergyInfo, KeyFact, PropertyDetail, PropertyGone } from './property';
import {
  attributeFields,
  attributeSectionsOf,
  energyOf,
  floodOf,
  mobilityScoreOf,
  planningOf,
  pointsOfInterestOf,
  videosOf,
  type AttributeNode,
} from './property-attributes.server';

const pathFields = 'goal reference city citySlug propertyType { slug }';

const PROPERTY_PAGE = gql`
  query PropertyPage($reference: String!, $locale: I18NLocaleCode) {
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
      neighbourhood
      subCity
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
      ${attributeFields}
      propertyType { classificationId name slug webId }
      photos { ${mediaFields} }
      agent { firstName lastName jobTitle phone mobile email photo { ${mediaFields} } }
    }
    ${languages
      .map(
        (language) =>
          `${language}: properties(locale: "${language}", filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) { ${pathFields} }`,
      )
      .join('\n    ')}
  }
`;

type PathNode = Pick<ListingCardNode, 'goal' | 'reference' | 'city' | 'citySlug'> & {
  propertyType: { slug: string | null } | null;
};

interface PropertyNode
  extends Omit<ListingCardNode, 'photos' | 'propertyType'>, Omit<AttributeNode, keyof ListingCardNode> {
  summary: string | null;
  description: string | null;
  publishAddress: boolean | null;
  street: string | null;
  houseNumber: string | null;
  boxNumber: string | null;
  countryId: number | null;
  countryName: string | null;
  region: string | null;
  neighbourhood: string | null;
  subCity: string | null;
  latitude: number | null;
  longitude: number | null;
  propertyType: {
    classificationId: number | null;
    name: string | null;
    slug: string | null;
    webId: number | null;
  } | null;
  photos: StrapiMedia[] | null;
  agent: {
    firstName: string | null;
    lastName: string | null;
    jobTitle: string | null;
    phone: string | null;
    mobile: string | null;
    email: string | null;
    photo: StrapiMedia | null;
  } | null;
}

type PropertyPageResult = { properties: PropertyNode[] } & Record<Language, PathNode[]>;

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

function factsOf(node: PropertyNode, energy: EnergyInfo | null): KeyFact[] {
  const facts: KeyFact[] = [];
  if (node.propertyType?.name) facts.push({ kind: 'type', value: node.propertyType.name });
  const livingArea = node.surfaces?.living ?? node.livingArea;
  const plotArea = node.surfaces?.ground ?? node.plotArea;
  if (livingArea && livingArea > 0) facts.push({ kind: 'livingArea', value: livingArea });
  if (plotArea && plotArea > 0) facts.push({ kind: 'plotArea', value: plotArea });
  if (node.bedrooms && node.bedrooms > 0) facts.push({ kind: 'bedrooms', value: node.bedrooms });
  if (node.bathrooms && node.bathrooms > 0) facts.push({ kind: 'bathrooms', value: node.bathrooms });
  if (energy?.label)
    facts.push({ kind: energy.display === 'text' ? 'energyClass' : 'energyLabel', value: energy.label });
  facts.push({ kind: 'reference', value: node.reference });
  return facts;
}

function toDetail(node: PropertyNode, contentLanguage: Language | null): PropertyDetail {
  const title =
    node.title?.trim() || [node.propertyType?.name, node.city].filter(Boolean).join(' — ') || node.reference;
  const photos = node.photos ?? [];
  const street =
    node.publishAddress === false
      ? null
      : [node.street, node.houseNumber, node.boxNumber ? `/${node.boxNumber}` : null].filter(Boolean).join(' ') || null;
  const energy = energyOf(node);
  const district = [node.subCity, node.neighbourhood].find((name) => name?.trim())?.trim() ?? null;
  return {
    reference: node.reference,
    goal: node.goal,
    title,
    summary: node.summary?.trim() || null,
    description: plainParagraphs(node.description),
    price: listingPriceOf(node),
    marquee: (node.marquee && node.marquee !== 'none'
      ? node.marquee
      : node.listingStatus === 'under_option'
        ? 'under_option'
        : null) as PropertyDetail['marquee'],
    marqueeName: node.marqueeName?.trim() || null,
    address: { street, zip: node.zip, city: node.city, district, country: node.countryName },
    photos: photos.map((photo, index) => toImage(photo, `${title} (${index + 1}/${photos.length})`)),
    facts: factsOf(node, energy),
    sections: attributeSectionsOf(node),
    energy,
    planning: planningOf(node),
    flood: floodOf(node),
    pointsOfInterest: pointsOfInterestOf(node),
    mobilityScore: mobilityScoreOf(node),
    videos: videosOf(node),
    agent: agentOf(node.agent),
    contentLanguage,
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
      const node = result[lang]?.[0] ?? fallback;
      return [lang, lang === language ? current : (propertyPathOf(lang, node) ?? listingPath(lang, node.goal))];
    }),
  ) as Alternates;
}

async function readProperty(client: GraphqlClient, reference: string, locale: Language) {
  const { data: result } = await client.query<PropertyPageResult>({
    query: PROPERTY_PAGE,
    variables: { reference, locale },
  });
  const node = result?.properties[0];
  return node && result ? { node, result } : null;
}

/**
 * The loader of a property page, any list, any language. Found and listed: the page (a request
 * on a stale slug is redirected to the current path). Sold or rented: status 410 with the spec's
 * message and similar listings. Unknown reference: status 404 with the spec's "not found or sold"
 * message and listings from the same list.
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
    const goal = node?.goal ?? info.goal;
    const reason: PropertyGone['reason'] =
      node?.listingStatus === 'sold' ? 'sold' : node?.listingStatus === 'rented' ? 'rented' : 'not-found';
    const similar = await similarListings(client, language, {
      goal,
      reference,
      typeId: node?.propertyType?.classificationId ?? null,
      city: node?.city ?? null,
    });
    const alternates = Object.fromEntries(languages.map((lang) => [lang, listingPath(lang, goal)])) as Alternates;
    const gone: PropertyGone = { reason, title: node?.title ?? null, similar, listPath: listingPath(language, goal) };
    const pageLinks: PageLinks = { alternates, canonical: url.pathname, noindex: true };
    return data({ kind: 'gone' as const, language, gone, pageLinks }, { status: reason === 'not-found' ? 404 : 410 });
  }

  const { node, result } = found.value;
  const path = propertyPathOf(language, node);
  if (!path) throw data(null, { status: 404 });
  if (path !== url.pathname) throw redirect(path, 301);

  const contentLanguage = found.locale === language ? null : found.locale;
  const detail = toDetail(node, contentLanguage);
  const pageLinks: PageLinks = { alternates: alternatesOfProperty(result, node, path, language), canonical: path };
  return data({
    kind: 'property' as const,
    language,
    detail,
    listPath: listingPath(language, node.goal),
    jsonLd: propertyJsonLd(detail, node, `${env.PUBLIC_SITE_URL}${path}`),
    pageLinks,
  });
}

type Unwrapped<T> = T extends UNSAFE_DataWithResponseInit<infer D> ? D : T;

/** The property page's data: the listing, or what replaces a sold, rented or unknown one. */
export type PropertyPageData = Unwrapped<Awaited<ReturnType<typeof loadPropertyPage>>>;
