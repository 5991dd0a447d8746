import { readFileSync } from 'node:fs';
import { energyLabel, pointOfInterestKinds, type Region } from '@vitrine/domain';
import { afterAll, describe, expect, test } from 'vitest';
import { adminToken, graphql, rest } from './http';

type Named = { name: string };
type Listing = {
  documentId: string;
  reference: string;
  region: string;
  energyValue: number | null;
  energyLabel: string | null;
  title: string;
  summary: string | null;
  description: string | null;
  planningInformation: string | null;
  neighbourhoods: Named[];
  subCities: Named[];
  pointsOfInterest: { kind: string; name: string | null; distanceMeters: number | null }[];
  planning: { summons: boolean | null; judicialDecision: boolean | null } | null;
};

const fields = `documentId reference region energyValue energyLabel title summary description planningInformation
  neighbourhoods { name } subCities { name } pointsOfInterest { kind name distanceMeters }
  planning { summons judicialDecision }`;

/**
 * Every published listing of the demo in a locale, 50 a page: a page of 100 with these nested lists
 * costs more than the public GraphQL budget allows (cms/src/graphql-budget).
 */
async function allListings(locale: string, filters: Record<string, unknown> = {}): Promise<Listing[]> {
  const listings: Listing[] = [];
  for (let page = 1; ; page++) {
    const result = await graphql<{ properties: Listing[] }>(
      `query ($locale: I18NLocaleCode, $filters: PropertyFiltersInput, $page: Int) {
        properties(locale: $locale, filters: $filters, sort: ["reference:asc"], pagination: { page: $page, pageSize: 50 }) { ${fields} }
      }`,
      { locale, filters, page },
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    listings.push(...result.data!.properties);
    if (result.data!.properties.length < 50) return listings;
  }
}

const byDocument = (listings: Listing[]) => new Map(listings.map((listing) => [listing.documentId, listing]));

async function fieldsOf(type: string): Promise<string[]> {
  const result = await graphql<{ __type: { fields: { name: string }[] } | null }>(
    `
      query ($type: String!) {
        __type(name: $type) {
          fields {
            name
          }
        }
      }
    `,
    { type },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.__type!.fields.map((field) => field.name);
}

describe('shared fields hold no words of one language', () => {
  test.each([
    ['ComponentPropertyPointOfInterest', ['kind', 'name', 'distanceMeters'], ['category']],
    ['ComponentPropertyEnergy', ['epcTotal', 'certificateNumber'], ['epcLabel', 'labelText']],
    ['ComponentMediaVideoLink', ['url'], ['title']],
  ])('%s has %j and no %j', async (type, present, absent) => {
    const names = await fieldsOf(type);
    expect(names).toEqual(expect.arrayContaining(present));
    for (const name of absent) expect(names).not.toContain(name);
  });

  test('a nearby place is a kind, with a proper name only when it has one', async () => {
    const listings = await allListings('fr');
    const places = listings.flatMap((listing) => listing.pointsOfInterest);
    expect(places.length).toBeGreaterThan(listings.length * 3);
    expect(new Set(places.map((place) => place.kind)).size).toBeGreaterThanOrEqual(15);
    expect(places.some((place) => place.name === null)).toBe(true);
    // The generic words the seed used to store as names, whatever the visitor's language.
    const names = new Set(places.map((place) => place.name));
    for (const word of ['Apotheek', 'Pharmacie', 'Bushalte De Lijn', 'Station', 'Gare', 'Zwembad', 'Tramhalte'])
      expect(names.has(word), word).toBe(false);
  });
});

describe('one stored energy label', () => {
  test('the flags no longer repeat the planning mentions', async () => {
    const flags = await fieldsOf('ComponentPropertyFlags');
    for (const name of ['permit', 'allotmentPermit', 'summons', 'preemptiveRights']) expect(flags).not.toContain(name);
    expect(await fieldsOf('ComponentPropertyPlanning')).toEqual(
      expect.arrayContaining(['buildingPermit', 'allotmentPermit', 'summons', 'preemptionRight', 'judicialDecision']),
    );
  });

  test('every Belgian demo listing carries the label of its value on its region’s scale', async () => {
    const listings = (await allListings('nl')).filter((listing) => listing.energyValue !== null);
    expect(listings.length).toBeGreaterThan(200);
    for (const listing of listings) {
      if (listing.region === 'luxembourg') expect(listing.energyLabel).toMatch(/^[A-I]$/);
      else
        expect(listing.energyLabel, listing.reference).toBe(
          energyLabel(listing.region as Region, listing.energyValue!),
        );
    }
  });

  const created: string[] = [];
  afterAll(async () => {
    for (const documentId of created)
      await rest('DELETE', `/properties/${documentId}?locale=nl`, undefined, adminToken());
  });

  async function createListing(data: Record<string, unknown>) {
    const response = await rest('POST', '/properties?locale=nl', { data }, adminToken());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    created.push(response.body.data.documentId);
    return response.body.data as { documentId: string; energyLabel: string | null };
  }

  test('follows the value and region on every write, whatever label was typed', async () => {
    const listing = await createListing({
      reference: 'ZZENERGY1',
      goal: 0,
      title: 'Testwoning',
      slug: 'testwoning-zzenergy1',
      region: 'flanders',
      energyValue: 250,
      energyLabel: 'A',
    });
    expect(listing.energyLabel).toBe('C');
    const update = (data: Record<string, unknown>) =>
      rest('PUT', `/properties/${listing.documentId}?locale=nl`, { data }, adminToken());
    expect((await update({ energyValue: 450 })).body.data.energyLabel).toBe('E');
    expect((await update({ energyLabel: 'A' })).body.data.energyLabel).toBe('E');
    expect((await update({ region: 'wallonia' })).body.data.energyLabel).toBe('F');
    expect((await update({ title: 'Andere titel' })).body.data.energyLabel).toBe('F');
  });

  test('is the entered label in Luxembourg, which has no scale here', async () => {
    const listing = await createListing({
      reference: 'ZZENERGY2',
      goal: 0,
      title: 'Testappartement',
      slug: 'testappartement-zzenergy2',
      region: 'luxembourg',
      countryId: 50,
      energyValue: 120,
      energyLabel: 'C',
    });
    expect(listing.energyLabel).toBe('C');
  });
});

describe('neighbourhoods and sub-municipalities', () => {
  test('are lists, in the language of each version', async () => {
    const [nl, fr] = [await allListings('nl'), await allListings('fr')];
    expect(nl.every((listing) => listing.neighbourhoods.length + listing.subCities.length > 0)).toBe(true);
    expect(nl.some((listing) => listing.neighbourhoods.length > 1)).toBe(true);
    expect(nl.some((listing) => listing.subCities.length > 0)).toBe(true);
    // Bilingual Brussels: some names differ between Dutch and French (Zavel, Sablon).
    const french = byDocument(fr);
    const differing = nl.filter(
      (listing) =>
        listing.region === 'brussels' &&
        JSON.stringify(listing.neighbourhoods) !== JSON.stringify(french.get(listing.documentId)?.neighbourhoods),
    );
    expect(differing.length).toBeGreaterThan(0);
  });
});

describe('urban-planning mentions of the demo', () => {
  test('some listings carry a summons or a judicial decision, explained in every language', async () => {
    const summoned = await allListings('nl', { planning: { summons: { eq: true } } });
    const judicial = await allListings('nl', { planning: { judicialDecision: { eq: true } } });
    expect(summoned.length).toBeGreaterThan(0);
    expect(judicial.length).toBeGreaterThan(0);
    // A summons still pending, and a judicial sale without any summons, are there too.
    const summonedReferences = new Set(summoned.map((listing) => listing.reference));
    const judicialReferences = new Set(judicial.map((listing) => listing.reference));
    expect(summoned.some((listing) => !judicialReferences.has(listing.reference))).toBe(true);
    expect(judicial.some((listing) => !summonedReferences.has(listing.reference))).toBe(true);
    for (const listing of summoned) expect(listing.planningInformation).toMatch(/dagvaarding/i);
    for (const listing of judicial) expect(listing.planningInformation).toMatch(/rechtbank/);
    const words: Record<string, RegExp> = { fr: /tribunal/, en: /court/, de: /Gericht/ };
    for (const [locale, word] of Object.entries(words)) {
      const other = byDocument(await allListings(locale, { planning: { judicialDecision: { eq: true } } }));
      for (const listing of judicial) expect(other.get(listing.documentId)?.planningInformation, locale).toMatch(word);
    }
  });
});

describe('German', () => {
  test('has a title everywhere and leaves out the texts it lacks, for English to stand in', async () => {
    const [de, en] = [await allListings('de'), byDocument(await allListings('en'))];
    expect(de.every((listing) => listing.title.trim() !== '')).toBe(true);
    const withoutDescription = de.filter((listing) => listing.description === null);
    expect(withoutDescription.length).toBeGreaterThan(0);
    for (const listing of withoutDescription) expect(en.get(listing.documentId)?.description).toBeTruthy();
    expect(de.some((listing) => listing.summary !== null)).toBe(true);
    expect(de.some((listing) => listing.summary === null)).toBe(true);
  });
});

describe('points of interest', () => {
  test('the schema offers exactly the kinds the site translates (domain)', () => {
    const schema = JSON.parse(
      readFileSync(new URL('../src/components/property/point-of-interest.json', import.meta.url), 'utf8'),
    ) as { attributes: { kind: { enum: string[] } } };
    expect(schema.attributes.kind.enum).toEqual([...pointOfInterestKinds]);
  });
});
