import { beforeAll, describe, expect, inject, test } from 'vitest';
import { openDatabase } from './database';
import { listingAdmin, publishedListing } from './content-manager';
import { listingsToDelete } from './created-listings';
import { adminToken, rest } from './http';
import { caughtMails, setMailServer, type CaughtMail } from './mail-catcher';
import { mailsTo, submitLead, uniqueAddress, visitorGraphql, visitorIp } from './visitor';

// The demand register end to end on the real Strapi and SMTP server: a visitor registers a search,
// confirms it by the mail's link, then an agent publishes and changes listings in the admin. Each
// test searches its own price band, so listings of other tests never match its entry.

let leafType: { documentId: string; classificationId: number; parentId: number };
let province: number;
let photoId: number | undefined;

beforeAll(async () => {
  const types = await rest(
    'GET',
    '/property-types?locale=nl&filters[parentId][$notNull]=true&sort=classificationId:asc&pagination[pageSize]=1',
    undefined,
    adminToken(),
  );
  leafType = types.body.data[0];
  // East Flanders (postal codes 9000–9999), where the test listings lie (Gent, 9000).
  const provinces = await rest(
    'GET',
    '/regions?locale=nl&filters[kind]=province&filters[zipFrom][$lte]=9000&filters[zipTo][$gte]=9000',
    undefined,
    adminToken(),
  );
  province = provinces.body.data[0].classificationId;
  const files = await rest('GET', '/upload/files?pagination[pageSize]=1', undefined, adminToken());
  photoId = (Array.isArray(files.body) ? files.body[0]?.id : undefined) as number | undefined;
});

let references = 0;
const created = listingsToDelete();

/** An agent creates a listing in Gent with the test's type and publishes it. */
async function publishListing(price: number, title: string, more: Record<string, unknown> = {}): Promise<string> {
  references += 1;
  const reference = `AL${Date.now().toString(36).toUpperCase()}${references}`;
  return publishedListing(created, {
    reference,
    price,
    title,
    propertyType: { connect: [{ documentId: leafType.documentId, locale: 'nl' }] },
    ...(photoId ? { photos: [photoId] } : {}),
    ...more,
  });
}

/** An agent changes a published listing and publishes the change. */
async function changeListing(documentId: string, changes: Record<string, unknown>) {
  await listingAdmin('PUT', `/${documentId}?locale=nl`, changes);
  await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});
}

/** A visitor registers a search for the test's type around Gent in a price band, and confirms it by the mail's link. */
async function registerAndConfirm(
  email: string,
  language: string,
  band: [number, number],
  delivery: string,
  more: Record<string, unknown> = {},
) {
  const created = await submitLead(
    'demand-registers',
    {
      goal: 0,
      propertyTypes: [leafType.parentId],
      regions: [province],
      minPrice: band[0],
      maxPrice: band[1],
      minBedrooms: 2,
      delivery,
      title: 'ms',
      firstName: 'Ann',
      lastName: 'Peeters',
      email,
      language,
      consent: true,
      ...more,
    },
    visitorIp(),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const [confirmation] = await mailsTo(email, 1);
  const link = /https?:\/\/\S+\/confirm\/\?token=([^\s&]+)/.exec(confirmation.text);
  expect(link, confirmation.text).not.toBeNull();
  const confirmed = await visitorGraphql<{ confirmSearchAlert: { outcome: string } }>(
    'mutation($token: String!) { confirmSearchAlert(token: $token) { ok outcome } }',
    { token: decodeURIComponent(link![1]) },
    visitorIp(),
  );
  expect(confirmed.data?.confirmSearchAlert.outcome).toBe('confirmed');
  return { documentId: created.body.data.documentId as string, confirmation };
}

async function rows(sql: string) {
  const db = await openDatabase(inject('database'));
  try {
    return await db.rows(sql);
  } finally {
    await db.close();
  }
}

/** Waits until the alerts job handled every queued change of a listing. */
async function changesHandled(propertyDocumentId: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const queued = await rows(
      `select processed_at from alert_events where property_document_id = '${propertyDocumentId}'`,
    );
    if (queued.length > 0 && queued.every((row) => row.processed_at !== null)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The changes of ${propertyDocumentId} were never matched`);
}

const mailsOf = async (email: string) =>
  (await caughtMails(inject('mail').dir)).filter((mail) => mail.envelopeTo === email);

/** Time enough for a match to be bundled, mailed by the outbox and caught. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5_000));

describe('a search alert', { timeout: 120_000 }, () => {
  test('is confirmed by its mail, then mails a matching publication once, its price drop once, and nothing after one click on unsubscribe', async () => {
    const email = uniqueAddress('alert');
    const { confirmation } = await registerAndConfirm(email, 'fr', [3_100_000, 3_200_000], 'instant');
    expect(confirmation.subject).toMatch(/confirmer votre alerte/);
    expect(confirmation.rawHeader('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const outside = await publishListing(3_500_000, 'Maison hors budget');
    const listing = await publishListing(3_150_000, 'Maison de maître à Gand');
    const [, first] = await mailsTo(email, 2);
    expect(first.subject).toMatch(/votre recherche/);
    expect(first.text).toContain('Maison de maître à Gand');
    expect(first.text).toContain('Nouveau sur le marché');
    expect(first.text).toMatch(/€\s?3\.150\.000/);
    // The listing exists in Dutch only: its Dutch page, on the site (CLIENT_URL).
    expect(first.html).toMatch(/href="http:\/\/127\.0\.0\.1:3999\/nl\/te-koop\/gent\//);
    if (photoId) expect(first.html).toMatch(/<img [^>]*src="http[^"]+\/uploads\//);
    expect(first.text).not.toContain('hors budget');
    // Long headers arrive folded over lines.
    const unsubscribeHeader = (first.rawHeader('List-Unsubscribe') ?? '').replace(/\s+/g, ' ');
    expect(unsubscribeHeader).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/mail\/unsubscribe\/[\w-]+>, <http:\/\/127\.0\.0\.1:3999\/fr\/unsubscribe\/\?token=[\w-]+>$/,
    );
    expect(first.rawHeader('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(first.text).toMatch(/Unsubscribe|désinscri/i);

    // Publishing the same version again is no change; the price drop is one.
    await changeListing(listing, {});
    await changeListing(listing, { price: 3_120_000 });
    const [, , drop] = await mailsTo(email, 3);
    expect(drop.text).toContain('Prix réduit');
    expect(drop.text).toMatch(/€\s?3\.120\.000/);
    await changesHandled(listing);
    await changesHandled(outside);
    await settle();
    expect(await mailsOf(email)).toHaveLength(3);

    // One click in the mail client (RFC 8058), then the listing is sold: nothing more.
    const unsubscribeUrl = /^<([^>]+)>/.exec(unsubscribeHeader)![1];
    const click = await fetch(unsubscribeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    await changeListing(listing, { listingStatus: 'sold', price: 3_100_000 });
    await changesHandled(listing);
    await settle();
    expect(await mailsOf(email)).toHaveLength(3);
  });

  test('as a daily digest bundles the day’s matches into one mail, in the registrant’s language', async () => {
    const email = uniqueAddress('digest');
    await registerAndConfirm(email, 'nl', [4_100_000, 4_200_000], 'daily');
    const one = await publishListing(4_110_000, 'Herenhuis aan de Leie');
    const two = await publishListing(4_190_000, 'Villa in Sint-Martens-Latem');
    await changesHandled(one);
    await changesHandled(two);
    const [, digest] = await mailsTo(email, 2);
    expect(digest.subject).toMatch(/dagelijks overzicht/);
    expect(digest.text).toContain('Herenhuis aan de Leie');
    expect(digest.text).toContain('Villa in Sint-Martens-Latem');
    expect(digest.text).toContain('Nieuw te koop of te huur');
    await settle();
    expect(await mailsOf(email)).toHaveLength(2);
  });

  test('an alert mail still waiting in the outbox when the registrant unsubscribes is never sent', async () => {
    const email = uniqueAddress('waiting');
    const { confirmation } = await registerAndConfirm(email, 'en', [8_100_000, 8_200_000], 'instant');
    const { dir, port } = inject('mail');
    await setMailServer(dir, port, 'down');
    try {
      await publishListing(8_150_000, 'Waiting alert');
      const deadline = Date.now() + 20_000;
      while (
        (await rows(`select id from outbox_mails where recipient = '${email}' and kind = 'search-alert'`)).length === 0
      ) {
        if (Date.now() > deadline) throw new Error('The alert mail was never queued');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const unsubscribeUrl = /^<([^>]+)>/.exec(confirmation.rawHeader('List-Unsubscribe') ?? '')![1];
      const click = await fetch(unsubscribeUrl, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(click.status).toBe(200);
    } finally {
      await setMailServer(dir, port, 'up');
    }
    await settle();
    expect((await mailsOf(email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/confirm your search alert/),
    ]);
  });

  test('with a search area (issue 22, item 3) matches only the listings whose coordinates lie inside it', async () => {
    const email = uniqueAddress('area');
    // A triangle over Gent's centre, as the list's URL carries it.
    const area = '510900.36600_510900.37800_510200.37200';
    const { documentId } = await registerAndConfirm(email, 'nl', [4_300_000, 4_400_000], 'instant', { area });
    const stored = await rows(`select area from demand_registers where document_id = '${documentId}'`);
    expect(stored.map((row) => row.area)).toEqual([area]);
    const inside = await publishListing(4_310_000, 'Herenhuis aan de Korenmarkt', {
      latitude: 51.0543,
      longitude: 3.7174,
    });
    // Gent's postal code and region, but in Sint-Amandsberg, east of the triangle.
    const outside = await publishListing(4_320_000, 'Rijwoning in Sint-Amandsberg', {
      latitude: 51.06,
      longitude: 3.76,
    });
    const unplaced = await publishListing(4_330_000, 'Woning zonder ligging');
    for (const listing of [inside, outside, unplaced]) await changesHandled(listing);
    const matched = await rows(
      `select property_document_id from alert_matches where registrant_document_id = '${documentId}'`,
    );
    expect(matched.map((row) => row.property_document_id)).toEqual([inside]);
  });

  test('refuses a search area that is none, storing nothing', async () => {
    const created = await submitLead(
      'demand-registers',
      {
        goal: 0,
        propertyTypes: [leafType.parentId],
        regions: [province],
        area: '488566.23522_488600.23600_488500.23600',
        title: 'ms',
        firstName: 'Ann',
        lastName: 'Peeters',
        email: uniqueAddress('area-refused'),
        language: 'nl',
        consent: true,
      },
      visitorIp(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(400);
    expect(created.body.error.details.errors).toMatchObject({ area: 'validation.areaInvalid' });
  });

  test('is not mailed before it is confirmed', async () => {
    const email = uniqueAddress('unconfirmed');
    const created = await submitLead(
      'demand-registers',
      {
        goal: 0,
        propertyTypes: [leafType.parentId],
        regions: [province],
        minPrice: 5_100_000,
        maxPrice: 5_200_000,
        title: 'mr',
        firstName: 'Jan',
        lastName: 'Claes',
        email,
        language: 'en',
        consent: true,
      },
      visitorIp(),
    );
    expect(created.status).toBe(201);
    await mailsTo(email, 1);
    const listing = await publishListing(5_150_000, 'Unconfirmed match');
    await changesHandled(listing);
    await settle();
    const mails: CaughtMail[] = await mailsOf(email);
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/confirm your search alert/)]);
  });

  test('an unknown or forged confirmation token is refused without an error', async () => {
    for (const token of ['nope', 'abc.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const answer = await visitorGraphql<{ confirmSearchAlert: { ok: boolean; outcome: string } }>(
        'mutation($token: String!) { confirmSearchAlert(token: $token) { ok outcome } }',
        { token },
        visitorIp(),
      );
      expect(answer.data?.confirmSearchAlert).toEqual({ ok: false, outcome: 'invalid_token' });
    }
  });
});
