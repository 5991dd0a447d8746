import { beforeAll, describe, expect, inject, test } from 'vitest';
import { contentManager } from './admin-calls';
import { listingsToDelete } from './created-listings';
import { openDatabase } from './database';
import { adminToken, rest } from './http';
import { caughtMails } from './mail-catcher';
import { mailsTo, submitLead, uniqueAddress, visitorGraphql, visitorIp } from './visitor';

// Issue 19.1: every way an agent publishes a lower price or a new status in the admin queues the
// alert event once, and a confirmed search for a main type in every region is mailed once per
// drop on a listing of one of its sub-types. All through the content manager, as the admin does.

const listings = '/collection-types/api::property.property';
const titles = { nl: 'Rijwoning', fr: 'Maison mitoyenne', en: 'Terraced house', de: 'Reihenhaus' } as const;
const created = listingsToDelete();

let house: number;
let terraced: { documentId: string; classificationId: number };
let regions: number[];

beforeAll(async () => {
  const types = await rest('GET', '/property-types?locale=nl&filters[name][$eq]=Rijwoning', undefined, adminToken());
  terraced = types.body.data[0];
  const parents = await rest(
    'GET',
    `/property-types?locale=nl&filters[classificationId][$eq]=${types.body.data[0].parentId}`,
    undefined,
    adminToken(),
  );
  // "Huis", the main type the visitor picks.
  expect(parents.body.data[0].name).toBe('Huis');
  house = parents.body.data[0].classificationId;
  const roots = await rest(
    'GET',
    '/regions?locale=nl&filters[parentId][$null]=true&pagination[pageSize]=100',
    undefined,
    adminToken(),
  );
  regions = roots.body.data.map((region: { classificationId: number }) => region.classificationId);
  expect(regions.length).toBeGreaterThan(1);
});

async function admin(method: string, path: string, body?: unknown) {
  const answer = await contentManager(method, `${listings}${path}`, body);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBeLessThan(300);
  return answer.body;
}

let references = 0;

/** An agent creates a "Rijwoning" in Gent in Dutch, translates it into the three other languages and publishes all four. */
async function listingInFourLanguages(price: number, data: Record<string, unknown> = {}): Promise<string> {
  references += 1;
  const reference = `AE${Date.now().toString(36).toUpperCase()}${references}`;
  const { data: listing } = await admin('POST', '?locale=nl', {
    reference,
    goal: 0,
    price,
    publishPrice: true,
    listingStatus: 'available',
    zip: '9000',
    city: 'Gent',
    countryId: 10,
    bedrooms: 3,
    title: `${titles.nl} ${reference}`,
    slug: `rijwoning-${reference.toLowerCase()}`,
    propertyType: { connect: [{ documentId: terraced.documentId, locale: 'nl' }] },
    ...data,
  });
  created.push(listing.documentId);
  await admin('POST', `/${listing.documentId}/actions/publish?locale=nl`, {});
  for (const locale of ['fr', 'en', 'de'] as const) {
    await admin('PUT', `/${listing.documentId}?locale=${locale}`, {
      title: `${titles[locale]} ${reference}`,
      slug: `${locale}-${reference.toLowerCase()}`,
    });
    await admin('POST', `/${listing.documentId}/actions/publish?locale=${locale}`, {});
  }
  return listing.documentId as string;
}

async function rows(sql: string) {
  const db = await openDatabase(inject('database'));
  try {
    return await db.rows(sql);
  } finally {
    await db.close();
  }
}

/** The queued changes of a listing, oldest first, as `kind:key`. */
const eventsOf = async (documentId: string) =>
  (
    await rows(`select kind, change_key from alert_events where property_document_id = '${documentId}' order by id asc`)
  ).map((row) => `${String(row.kind)}:${String(row.change_key)}`);

/** Waits until the alerts job handled every queued change of a listing. */
async function changesHandled(documentId: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const queued = await rows(`select processed_at from alert_events where property_document_id = '${documentId}'`);
    if (queued.length > 0 && queued.every((row) => row.processed_at !== null)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The changes of ${documentId} were never matched`);
}

/** What the visitor's site shows of a published listing in one language. */
async function publishedPrice(documentId: string, locale: string) {
  const answer = await rest(
    'GET',
    `/properties/${documentId}?locale=${locale}&status=published`,
    undefined,
    adminToken(),
  );
  return answer.body.data?.price as number | undefined;
}

describe('an agent publishing a change raises its alert event once', { timeout: 120_000 }, () => {
  test('edit in the Dutch view, then publish: each lower price once, whatever languages exist', async () => {
    const documentId = await listingInFourLanguages(1_345_000);
    for (const price of [1_300_000, 1_279_000]) {
      await admin('PUT', `/${documentId}?locale=nl`, { price });
      await admin('POST', `/${documentId}/actions/publish?locale=nl`, {});
    }
    // The edit view's "Publish" with unsaved changes: the changed data travels with the publish.
    await admin('POST', `/${documentId}/actions/publish?locale=nl`, { price: 1_250_000 });
    expect(await eventsOf(documentId)).toEqual([
      `published:${documentId}:published`,
      `price_drop:${documentId}:price:1300000`,
      `price_drop:${documentId}:price:1279000`,
      `price_drop:${documentId}:price:1250000`,
    ]);
    for (const locale of ['nl', 'fr', 'en', 'de'])
      expect(await publishedPrice(documentId, locale), locale).toBe(1_250_000);
  });

  test('a shared field changed in one language and carried to the others is one event, not four', async () => {
    const documentId = await listingInFourLanguages(1_400_000);
    await admin('PUT', `/${documentId}?locale=fr`, { price: 1_380_000, listingStatus: 'under_option' });
    for (const locale of ['fr', 'nl', 'en', 'de']) {
      await admin('POST', `/${documentId}/actions/publish?locale=${locale}`, {});
    }
    expect(await eventsOf(documentId)).toEqual([
      `published:${documentId}:published`,
      `price_drop:${documentId}:price:1380000`,
      `status:${documentId}:status:under_option`,
    ]);
  });

  test('publish from the list (bulk publish): a lower price, then a sale, once each', async () => {
    const one = await listingInFourLanguages(1_500_000);
    const two = await listingInFourLanguages(1_510_000);
    await admin('PUT', `/${one}?locale=nl`, { price: 1_490_000 });
    await admin('PUT', `/${two}?locale=en`, { listingStatus: 'sold' });
    const bulk = (locale: string) => admin('POST', '/actions/bulkPublish', { documentIds: [one, two], locale });
    await bulk('nl');
    await bulk('en');
    expect(await eventsOf(one)).toEqual([`published:${one}:published`, `price_drop:${one}:price:1490000`]);
    expect(await eventsOf(two)).toEqual([`published:${two}:published`, `status:${two}:status:sold`]);
  });

  test('a higher price, an unchanged publish and a status back to available raise nothing', async () => {
    const documentId = await listingInFourLanguages(1_600_000, { listingStatus: 'under_option' });
    await admin('PUT', `/${documentId}?locale=nl`, { price: 1_650_000 });
    await admin('POST', `/${documentId}/actions/publish?locale=nl`, {});
    await admin('POST', `/${documentId}/actions/publish?locale=de`, {});
    await admin('PUT', `/${documentId}?locale=de`, { listingStatus: 'available' });
    await admin('POST', `/${documentId}/actions/publish?locale=de`, {});
    expect(await eventsOf(documentId)).toEqual([`published:${documentId}:published`]);
  });
});

describe('a search for a main type in every region', { timeout: 180_000 }, () => {
  test('is mailed once per price drop an agent publishes on a listing of a sub-type', async () => {
    // On the market before the search is registered: only its price drops are news.
    const documentId = await listingInFourLanguages(345_000);
    await changesHandled(documentId);

    const email = uniqueAddress('drops');
    const lastName = `Maes ${Date.now().toString(36)}`;
    const registered = await submitLead(
      'demand-registers',
      {
        goal: 0,
        propertyTypes: [house],
        regions,
        minPrice: 200_000,
        maxPrice: 600_000,
        minBedrooms: 2,
        delivery: 'instant',
        title: 'ms',
        firstName: 'Els',
        lastName,
        email,
        language: 'nl',
        consent: true,
      },
      visitorIp(),
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const [confirmation] = await mailsTo(email, 1);
    const token = /\/confirm\/\?token=([^\s&]+)/.exec(confirmation.text);
    expect(token, confirmation.text).not.toBeNull();
    const confirmed = await visitorGraphql<{ confirmSearchAlert: { outcome: string } }>(
      'mutation($token: String!) { confirmSearchAlert(token: $token) { ok outcome } }',
      { token: decodeURIComponent(token![1]) },
      visitorIp(),
    );
    expect(confirmed.data?.confirmSearchAlert.outcome).toBe('confirmed');

    // The agency hears of it in words (the site's default language, nl): names and prices as on the site.
    const [notice] = (await caughtMails(inject('mail').dir)).filter((mail) =>
      mail.subject.includes(`Nieuwe zoekopdracht van Els ${lastName}`),
    );
    expect(notice, 'the agency mail').toBeDefined();
    const regionNames = await rest(
      'GET',
      `/regions?locale=nl&${regions.map((id, index) => `filters[classificationId][$in][${index}]=${id}`).join('&')}&pagination[pageSize]=100`,
      undefined,
      adminToken(),
    );
    expect(notice.text).toContain('Wil: Kopen');
    expect(notice.text).toContain('Soorten panden: Huis');
    for (const region of regionNames.body.data as { name: string }[]) expect(notice.text).toContain(region.name);
    expect(notice.text).toMatch(/Prijs: € 200\.000 tot € 600\.000/);
    expect(notice.text).toContain('Slaapkamers: minstens 2');
    expect(notice.text).toContain('Meldingen: meteen');
    expect(notice.text).not.toMatch(/Minimumprijs|200000/);

    const drops = [320_000, 299_000, 279_000];
    for (const [index, price] of drops.entries()) {
      await admin('PUT', `/${documentId}?locale=nl`, { price });
      await admin('POST', `/${documentId}/actions/publish?locale=nl`, {});
      const mails = await mailsTo(email, index + 2, 30_000);
      const alert = mails[index + 1];
      expect(alert.subject).toMatch(/zoekopdracht/);
      expect(alert.text).toContain('Prijs verlaagd');
      expect(alert.text).toMatch(new RegExp(`€\\s?${String(price).replace(/(\d{3})$/, '\\.$1')}`));
    }
    await changesHandled(documentId);
    // Time enough for a second mail of any change to be bundled, sent and caught.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const all = (await caughtMails(inject('mail').dir)).filter((mail) => mail.envelopeTo === email);
    expect(all).toHaveLength(1 + drops.length);
  });
});
