import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { contentManager } from './admin-calls';
import { listingsToDelete } from './created-listings';
import { adminToken, graphql, rest, strapiUrl } from './http';

const PROPERTY = 'api::property.property';
let token: string;

beforeAll(async () => {
  // The suite's one admin session (global-setup.ts): admin logins are rate-limited.
  token = inject('adminJwt');
});

/** A call to the content manager, as the admin's edit view makes it. */
const admin = contentManager;

const listings = `/collection-types/${PROPERTY}`;
const titles = { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' } as const;

const createdListings = listingsToDelete();

/** A listing created by an agent in Dutch, then translated into the three other languages. */
async function createListing(reference: string, data: Record<string, unknown>): Promise<string> {
  // With a type: a listing without one is refused on publish (listing-publication.test.ts).
  const types = await rest('GET', '/property-types?locale=nl&pagination[pageSize]=1', undefined, adminToken());
  const created = await admin('POST', `${listings}?locale=nl`, {
    propertyType: { connect: [{ documentId: types.body.data[0].documentId, locale: 'nl' }] },
    reference,
    goal: 0,
    title: `${titles.nl} ${reference}`,
    slug: `huis-${reference.toLowerCase()}`,
    ...data,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const documentId = created.body.data.documentId as string;
  createdListings.push(documentId);
  for (const locale of ['fr', 'en', 'de'] as const) {
    const translated = await admin('PUT', `${listings}/${documentId}?locale=${locale}`, {
      title: `${titles[locale]} ${reference}`,
      slug: `${titles[locale].toLowerCase()}-${reference.toLowerCase()}`,
    });
    expect(translated.status, JSON.stringify(translated.body)).toBe(200);
  }
  return documentId;
}

const publish = (documentId: string, locale: string) =>
  admin('POST', `${listings}/${documentId}/actions/publish?locale=${locale}`, {});

/** What a visitor's site reads of a published listing in one language. */
async function published(reference: string, locale: string) {
  const result = await graphql<{ properties: { price: number; region: string | null; bedrooms: number | null }[] }>(
    `
      query ($locale: I18NLocaleCode, $reference: String) {
        properties(locale: $locale, filters: { reference: { eq: $reference } }) {
          price
          region
          bedrooms
        }
      }
    `,
    { locale, reference },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.properties[0];
}

/** A Flemish sale complete with its legal mentions (domain/src/compliance.ts). */
const compliantFlemishSale = {
  zip: '9000',
  countryId: 10,
  constructionYear: 2015,
  energyValue: 150,
  energy: { certificateNumber: '20240101-0001234-RES-1' },
  flood: { pScore: 'A', gScore: 'A' },
  planning: {
    buildingPermit: true,
    destination: 'residential_area',
    summons: false,
    preemptionRight: false,
    allotmentPermit: false,
  },
};

describe('derived, not retyped', () => {
  test('a new listing with postal code 9000 is in Flanders without picking it, and its label follows', async () => {
    const documentId = await createListing('ADM9000', { zip: '9000', countryId: 10, energyValue: 250 });
    const draft = await admin('GET', `${listings}/${documentId}?locale=fr`);
    expect(draft.body.data).toMatchObject({ region: 'flanders', energyLabel: 'C' });
  });

  test('moving the listing to 1050 makes it Brussels; Luxembourg by its country', async () => {
    const documentId = await createListing('ADM1050', { zip: '9000', countryId: 10 });
    await admin('PUT', `${listings}/${documentId}?locale=nl`, { zip: '1050' });
    expect((await admin('GET', `${listings}/${documentId}?locale=nl`)).body.data.region).toBe('brussels');
    await admin('PUT', `${listings}/${documentId}?locale=en`, { countryId: 50, zip: '1234', region: 'wallonia' });
    expect((await admin('GET', `${listings}/${documentId}?locale=de`)).body.data.region).toBe('luxembourg');
  });

  test("a price changed and published in one language shows on all four languages' sites", async () => {
    const documentId = await createListing('ADMSYNC', { ...compliantFlemishSale, price: 300000, bedrooms: 2 });
    for (const locale of ['nl', 'fr', 'en', 'de']) expect((await publish(documentId, locale)).status).toBe(200);
    expect((await published('ADMSYNC', 'en')).price).toBe(300000);

    const changed = await admin('PUT', `${listings}/${documentId}?locale=fr`, { price: 285000, bedrooms: 3 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await publish(documentId, 'fr')).status).toBe(200);
    for (const locale of ['nl', 'fr', 'en', 'de']) {
      expect(await published('ADMSYNC', locale), locale).toMatchObject({
        price: 285000,
        bedrooms: 3,
        region: 'flanders',
      });
    }
  });
});

describe('the compliance check on publish', () => {
  const siteSetting = '/single-types/api::site-setting.site-setting';
  const setStrict = async (strictCompliance: boolean) => {
    const saved = await admin('PUT', `${siteSetting}?locale=nl`, { strictCompliance });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };
  afterAll(() => setStrict(false));

  test('a Flemish sale without its urban-planning mentions is published with strict compliance off', async () => {
    await setStrict(false);
    const documentId = await createListing('ADMWARN', { ...compliantFlemishSale, planning: null });
    expect((await publish(documentId, 'nl')).status).toBe(200);
  });

  test('and refused with strict compliance on, naming what is missing; once complete, it is published', async () => {
    await setStrict(true);
    const documentId = await createListing('ADMSTRICT', { ...compliantFlemishSale, planning: null });
    const refused = await publish(documentId, 'nl');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('Urban planning: building permit');
    expect(refused.body.error.message).toContain('Urban planning: preemption right');
    expect(await published('ADMSTRICT', 'nl')).toBeUndefined();

    await admin('PUT', `${listings}/${documentId}?locale=nl`, { planning: compliantFlemishSale.planning });
    expect((await publish(documentId, 'nl')).status).toBe(200);
    expect((await published('ADMSTRICT', 'nl')).region).toBe('flanders');
  });
});

type Configuration = {
  metadatas: Record<
    string,
    { edit: { label: string; description: string; editable: boolean }; list: { label: string } }
  >;
  layouts: { list: string[]; edit: { name: string; size: number }[][] };
};

describe('a readable admin', () => {
  async function configuration(
    uid: string,
  ): Promise<{ contentType: Configuration; components: Record<string, Configuration> }> {
    const response = await admin('GET', `/content-types/${uid}/configuration`);
    expect(response.status).toBe(200);
    return response.body.data;
  }

  test('every field of every content type and of each of its components has a label an agent reads', async () => {
    const types = (
      await admin<{ data: { uid: string; attributes: Record<string, unknown> }[] }>('GET', '/content-types')
    ).body.data.filter((type) => type.uid.startsWith('api::'));
    expect(types.length).toBeGreaterThan(15);
    const raw: string[] = [];
    for (const type of types) {
      const { contentType, components } = await configuration(type.uid);
      for (const [uid, config] of [[type.uid, contentType], ...Object.entries(components)] as const) {
        for (const [field, metadata] of Object.entries(config.metadatas)) {
          if (field === 'id' || field === 'documentId') continue;
          if (!metadata.edit.label || metadata.edit.label === field) raw.push(`${uid} ${field} edit`);
          if (metadata.list.label === field) raw.push(`${uid} ${field} list`);
        }
      }
    }
    expect(raw).toEqual([]);
  });

  test('a listing: named fields, help texts, the region shown but not typed, grouped as the spec groups them', async () => {
    const { contentType } = await configuration(PROPERTY);
    expect(contentType.metadatas.goal.edit.label).toBe('For sale or for rent');
    expect(contentType.metadatas.countryId.edit.label).toBe('Country');
    expect(contentType.metadatas.goal.list.label).toBe('Sale / rent');
    expect(contentType.metadatas.region.edit.description).toContain('postal code');
    expect(contentType.metadatas.region.edit.editable).toBe(false);
    const order = contentType.layouts.edit.flat().map((field) => field.name);
    const position = (name: string) => order.indexOf(name);
    for (const [before, after] of [
      ['reference', 'price'],
      ['price', 'zip'],
      ['zip', 'bedrooms'],
      ['bedrooms', 'surfaces'],
      ['surfaces', 'energy'],
      ['energy', 'planning'],
      ['planning', 'flood'],
      ['flood', 'asbestos'],
      ['asbestos', 'costs'],
      ['costs', 'photos'],
    ]) {
      expect(position(before), `${before} before ${after}`).toBeGreaterThanOrEqual(0);
      expect(position(before), `${before} before ${after}`).toBeLessThan(position(after));
    }
    for (const row of contentType.layouts.edit) {
      expect(row.reduce((width, field) => width + field.size, 0)).toBeLessThanOrEqual(12);
    }
    expect(contentType.layouts.list).toEqual([
      'reference',
      'city',
      'price',
      'goal',
      'listingStatus',
      'agent',
      'updatedAt',
    ]);
  });
});

describe("the agents' start page", () => {
  type Dashboard = {
    leadsToday: { uid: string; name: string; count: number }[];
    mails: { failed: number; waiting: number };
    appointments: { startsAt: string; name: string }[];
    listingsMissingMentions: { total: number; listings: { reference: string; missing: string[] }[] };
  };
  const dashboard = async () => {
    const response = await fetch(`${strapiUrl()}/vitrine-admin/dashboard`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Dashboard }).data;
  };

  test('is for logged-in agents only', async () => {
    expect((await fetch(`${strapiUrl()}/vitrine-admin/dashboard`)).status).toBe(401);
  });

  test("counts today's new leads per kind, and lists the published listings missing legal mentions", async () => {
    const before = await dashboard();
    const contact = (summary: Dashboard) =>
      summary.leadsToday.find((kind) => kind.uid === 'api::contact-message.contact-message')!.count;
    const created = await admin('POST', '/collection-types/api::contact-message.contact-message', {
      firstName: 'Ann',
      lastName: 'Peeters',
      email: 'ann@example.org',
      remark: 'Phoned in',
      contactCategory: 'potential_buyer',
      language: 'nl',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const after = await dashboard();
    expect(contact(after)).toBe(contact(before) + 1);
    expect(after.leadsToday.map((kind) => kind.name)).toContain('Contact message');
    expect(after.mails).toEqual({ failed: expect.any(Number), waiting: expect.any(Number) });
    // ADMWARN was published above without its five planning mentions.
    const warned = after.listingsMissingMentions.listings.find((listing) => listing.reference === 'ADMWARN');
    expect(warned?.missing).toContain('Urban planning: summons');
    expect(after.listingsMissingMentions.total).toBeGreaterThanOrEqual(1);
  });
});
