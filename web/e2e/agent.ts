import { expect, inject } from 'vitest';

// What an agent does in the admin, as the admin panel calls Strapi: the content manager with the
// suite's one admin session (global-setup.ts; Strapi limits admin logins per address).

const property = 'api::property.property';

/** The content manager's collection-types API: `path` starts with the collection's uid. */
export async function contentManager<T = { data: { documentId: string }; results: unknown[] }>(
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${inject('strapiUrl')}/content-manager/collection-types/${path}`, {
    method,
    headers: { authorization: `Bearer ${inject('adminJwt')}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text.slice(0, 400)).toBeLessThan(300);
  return JSON.parse(text) as T;
}

/** The first property type with a parent (a leaf of the classification): its document and its parent's id. */
export async function leafPropertyType(): Promise<{ documentId: string; parentId: number }> {
  const types = await contentManager(
    'GET',
    'api::property-type.property-type?locale=nl&filters[$and][0][parentId][$notNull]=true&sort=classificationId:ASC&pageSize=1',
  );
  return (types.results as { documentId: string; parentId: number }[])[0]!;
}

/** The classification id of the province a Belgian postal code lies in. */
export async function provinceOf(zip: number): Promise<number> {
  const provinces = await contentManager(
    'GET',
    `api::region.region?locale=nl&filters[$and][0][kind][$eq]=province&filters[$and][1][zipFrom][$lte]=${zip}&filters[$and][2][zipTo][$gte]=${zip}`,
  );
  return (provinces.results as { classificationId: number }[])[0]!.classificationId;
}

/**
 * The listings a test file publishes, deleted again by `removeAll` (in its afterAll). A listing
 * is for sale in Gent with 3 bedrooms and a published price unless `fields` say otherwise.
 */
export function agentListings(type: () => string) {
  const created: string[] = [];
  return {
    /** Creates a listing in Dutch and publishes it, as in the admin: its document id and reference. */
    async publish(fields: { price: number; title: string } & Record<string, unknown>, tag = '') {
      const reference = `E2E${tag}${Date.now().toString(36).toUpperCase()}`;
      const listing = await contentManager('POST', `${property}?locale=nl`, {
        reference,
        goal: 0,
        publishPrice: true,
        listingStatus: 'available',
        zip: '9000',
        city: 'Gent',
        countryId: 10,
        slug: reference.toLowerCase(),
        bedrooms: 3,
        propertyType: { connect: [{ documentId: type(), locale: 'nl' }] },
        ...fields,
      });
      const documentId = listing.data.documentId;
      created.push(documentId);
      await contentManager('POST', `${property}/${documentId}/actions/publish?locale=nl`, {});
      return { documentId, reference };
    },
    /** Changes a listing and publishes the change, as in the admin. */
    async change(documentId: string, changes: Record<string, unknown>) {
      await contentManager('PUT', `${property}/${documentId}?locale=nl`, changes);
      await contentManager('POST', `${property}/${documentId}/actions/publish?locale=nl`, {});
    },
    async removeAll() {
      for (const documentId of created.splice(0)) {
        await fetch(`${inject('strapiUrl')}/content-manager/collection-types/${property}/${documentId}?locale=*`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${inject('adminJwt')}` },
        });
      }
    },
  };
}
