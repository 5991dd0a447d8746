import { expect } from 'vitest';
import { adminJwt, adminToken, rest, strapiUrl } from './http';

/**
 * The content manager's listing routes, as the admin panel calls them for an agent (the suite's
 * one admin session); expects a 2xx answer and returns its body.
 *
 * @example
 * await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});
 */
export async function listingAdmin(method: string, path: string, body?: unknown) {
  const response = await fetch(`${strapiUrl()}/content-manager/collection-types/api::property.property${path}`, {
    method,
    headers: { authorization: `Bearer ${adminJwt()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text.slice(0, 500)).toBeLessThan(300);
  return JSON.parse(text) as { data: { documentId: string } };
}

/** The first property type that has a parent (a leaf of the tree), in Dutch: what a test listing is. */
export async function aPropertyTypeId(): Promise<string> {
  const types = await rest(
    'GET',
    '/property-types?locale=nl&filters[parentId][$notNull]=true&sort=classificationId:asc&pagination[pageSize]=1',
    undefined,
    adminToken(),
  );
  return types.body.data[0].documentId as string;
}

/**
 * A Dutch listing for sale in Gent (3 bedrooms, available, its price shown, the first leaf property
 * type unless `fields` name one) saved through the content manager as an agent, with `fields` over
 * those, then published. Its documentId goes into `created` (the file's `listingsToDelete()`)
 * before it is published, and is returned.
 *
 * @example
 * const documentId = await publishedListing(created, { reference, title: 'Huis met geschiedenis', price: 300_000 });
 */
export async function publishedListing(
  created: string[],
  fields: {
    reference: string;
    title: string;
    price: number;
    [field: string]: unknown;
  },
): Promise<string> {
  const listing = await listingAdmin('POST', '?locale=nl', {
    goal: 0,
    publishPrice: true,
    listingStatus: 'available',
    zip: '9000',
    city: 'Gent',
    countryId: 10,
    slug: fields.reference.toLowerCase(),
    bedrooms: 3,
    ...(fields.propertyType
      ? {}
      : { propertyType: { connect: [{ documentId: await aPropertyTypeId(), locale: 'nl' }] } }),
    ...fields,
  });
  const { documentId } = listing.data;
  created.push(documentId);
  await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});
  return documentId;
}
