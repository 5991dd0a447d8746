import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { consentRecord, type LeadCollection } from '@vitrine/domain';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { openDatabase, type Row } from './database';
import { adminJwt, adminToken, rest, strapiUrl } from './http';
import { openVisitSlot } from './visit-slots';
import { submitLead, uniqueAddress, visitorIp } from './visitor';

const require = createRequire(import.meta.url);
const day = 86_400_000;

async function sql(query: string): Promise<Row[]> {
  const db = await openDatabase(inject('database'));
  try {
    return await db.rows(query);
  } finally {
    await db.close();
  }
}

/** A text as a literal of SQL (the tests' own values only). */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

type SqliteWriter = { prepare(sql: string): { run(...params: unknown[]): void; get(): Row }; close(): void };
type PgClient = {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
};

/**
 * Moves a row's date into the past, as time would: the one write the tests make outside Strapi
 * (no API sets `createdAt`), stored the way Strapi stores the row's dates.
 */
async function backdate(table: string, column: string, id: number, date: Date): Promise<void> {
  const { kind, location } = inject('database');
  if (kind === 'sqlite') {
    const Sqlite = require('better-sqlite3') as new (file: string) => SqliteWriter;
    const db = new Sqlite(location);
    try {
      // Its creation date shows how this database stores dates (the column itself may be empty).
      const stored = db.prepare(`select created_at as value from ${table} where id = ${id}`).get().value;
      const value = typeof stored === 'number' ? date.getTime() : date.toISOString();
      db.prepare(`update ${table} set ${column} = ? where id = ?`).run(value, id);
    } finally {
      db.close();
    }
    return;
  }
  const { Client } = require('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const client = new Client({ connectionString: location });
  await client.connect();
  try {
    await client.query(`update ${table} set ${column} = $1 where id = $2`, [date, id]);
  } finally {
    await client.end();
  }
}

/** An admin route of the personal-data tools, as the admin page calls it with an agent's session. */
async function personalData(action: string, body: Record<string, unknown>, jwt: string | null = adminJwt()) {
  const response = await fetch(`${strapiUrl()}/vitrine-admin/personal-data/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** Every text column of every table, by table (SQLite's or PostgreSQL's catalogue). */
async function textColumns(): Promise<Map<string, string[]>> {
  const columns = new Map<string, string[]>();
  const add = (table: string, column: string) => columns.set(table, [...(columns.get(table) ?? []), column]);
  if (inject('database').kind === 'sqlite') {
    const tables = await sql(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`);
    for (const { name } of tables) {
      for (const column of await sql(`select name, type from pragma_table_info(${literal(String(name))})`)) {
        if (!/int|real|float|double|numeric|decimal|bool/i.test(String(column.type)))
          add(String(name), String(column.name));
      }
    }
    return columns;
  }
  const rows = await sql(
    `select table_name, column_name from information_schema.columns where table_schema = current_schema()
     and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  for (const row of rows) add(String(row.table_name), String(row.column_name));
  return columns;
}

/** Where a value is found in the database: `table.column` for every text column that holds it, in any case. */
async function whereStored(needle: string, { digitsOnly = false } = {}): Promise<string[]> {
  const found: string[] = [];
  const pattern = literal(`%${needle.toLowerCase()}%`);
  for (const [table, columns] of await textColumns()) {
    const test = (column: string) => {
      const text = `lower(cast("${column}" as text))`;
      // A phone is found written with spaces, dots, slashes or dashes between its digits too.
      const value = digitsOnly
        ? `replace(replace(replace(replace(${text}, ' ', ''), '.', ''), '/', ''), '-', '')`
        : text;
      return `case when ${value} like ${pattern} then 1 else 0 end as "${column}"`;
    };
    const rows = await sql(`select ${columns.map(test).join(', ')} from "${table}"`);
    for (const column of columns) if (rows.some((row) => Number(row[column]) === 1)) found.push(`${table}.${column}`);
  }
  return found;
}

const tableOf: Record<LeadCollection, string> = {
  'visit-request': 'visit_requests',
  'info-request': 'info_requests',
  'document-request': 'document_requests',
  'valuation-request': 'valuation_requests',
  'contact-message': 'contact_messages',
  'send-to-friend': 'send_to_friends',
  appointment: 'appointments',
  'purchase-offer': 'purchase_offers',
  'newsletter-signup': 'newsletter_signups',
  'demand-register': 'demand_registers',
};

const uidOf = (collection: LeadCollection) => `api::${collection}.${collection}`;

/** One person who sends a lead of every kind, with an address in mixed case, a phone and a rare name. */
const suffix = Math.random().toString(36).slice(2, 8);
const address = uniqueAddress('Ysaline.Erase');
const digits = String(Date.now()).slice(-6);
const phone = `0470 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
const lastName = `Zwerfkei${suffix}`;
const person = { title: 'ms', firstName: 'Ysaline', lastName, email: address, phone };

let listing: string;
const leads = new Map<LeadCollection, { documentId: string; values: Record<string, unknown> }>();

/** A published listing for sale of the demo seed, and the visitor's leads of every kind on it. */
beforeAll(async () => {
  const found = await rest(
    'GET',
    '/properties?locale=nl&pagination[pageSize]=1&sort=reference:asc&filters[goal][$eq]=0&filters[listingStatus][$eq]=available',
    undefined,
    adminToken(),
  );
  listing = found.body.data[0].documentId;
  const slot = await openVisitSlot(listing, 5);
  const type = await rest(
    'GET',
    '/property-types?locale=nl&sort=classificationId:asc&pagination[pageSize]=1',
    undefined,
    adminToken(),
  );
  const region = await rest(
    'GET',
    '/regions?locale=nl&sort=classificationId:asc&pagination[pageSize]=1',
    undefined,
    adminToken(),
  );
  const submissions: [LeadCollection, string, Record<string, unknown>][] = [
    ['visit-request', 'visit-requests', { property: listing, ...person, language: 'nl' }],
    [
      'info-request',
      'info-requests',
      { property: listing, ...person, title: undefined, remark: 'Tuin op het zuiden?', language: 'nl' },
    ],
    ['document-request', 'document-requests', { property: listing, ...person, title: undefined, language: 'fr' }],
    [
      'valuation-request',
      'valuation-requests',
      { ...person, street: 'Veldstraat', houseNumber: '12', zip: '9000', city: 'Gent', language: 'nl' },
    ],
    [
      'contact-message',
      'contact-messages',
      // The consent is the server's to record: a posted one is not taken.
      {
        contactCategory: 'potential_buyer',
        ...person,
        remark: 'Hallo',
        language: 'en',
        consentVersion: '1999-01-01',
        consentPurposes: ['newsletter'],
      },
    ],
    [
      'send-to-friend',
      'send-to-friends',
      { property: listing, firstName: 'Ysaline', email: address, friendEmail: uniqueAddress('friend'), language: 'nl' },
    ],
    [
      'appointment',
      'appointments',
      { visitSlot: slot.body.data.documentId, property: listing, ...person, persons: 2, language: 'nl' },
    ],
    [
      'purchase-offer',
      'purchase-offers',
      {
        property: listing,
        ...person,
        street: 'Hoogstraat',
        houseNumber: '3',
        zip: '1000',
        city: 'Brussel',
        amount: 300000,
        validUntil: '2099-12-31',
        depositAccepted: true,
        language: 'nl',
      },
    ],
    [
      'newsletter-signup',
      'newsletter-signups',
      { email: address, firstName: 'Ysaline', language: 'fr', consent: true },
    ],
    [
      'demand-register',
      'demand-registers',
      {
        goal: 0,
        propertyTypes: [type.body.data[0].classificationId],
        regions: [region.body.data[0].classificationId],
        ...person,
        language: 'nl',
        consent: true,
      },
    ],
  ];
  for (const [collection, path, values] of submissions) {
    const created = await submitLead(path, values, visitorIp());
    expect(created.status, `${collection}: ${JSON.stringify(created.body)}`).toBe(201);
    leads.set(collection, { documentId: created.body.data.documentId, values });
  }
});

describe('personal data (issue 21, item 3)', () => {
  test('a lead of each kind records the privacy text version and the purposes, filled by the server', async () => {
    for (const [collection, { documentId, values }] of leads) {
      const [row] = await sql(
        `select consent_version, consent_purposes from ${tableOf[collection]} where document_id = ${literal(documentId)}`,
      );
      const expected = consentRecord(collection, values);
      expect(row?.consent_version, collection).toBe(expected.consentVersion);
      expect(parsed(row?.consent_purposes), collection).toEqual(expected.consentPurposes);
    }
    expect(
      parsed(
        (
          await sql(
            `select consent_purposes from contact_messages where document_id = ${literal(leads.get('contact-message')!.documentId)}`,
          )
        )[0]?.consent_purposes,
      ),
    ).toEqual(['contact']);
  });

  test('the export holds every row with the address, in any case, its mails from the outbox included', async () => {
    const exported = await personalData('export', { email: `  ${address.toUpperCase()} ` });
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data\.json"/);
    const { collections } = exported.body as { collections: Record<string, Row[]> };
    for (const [collection, { documentId }] of leads) {
      expect(
        collections[uidOf(collection)]?.map((row) => row.documentId),
        collection,
      ).toContain(documentId);
    }
    const lower = address.toLowerCase();
    const mails = await sql(
      `select id from outbox_mails where lower(recipient) = ${literal(lower)} or lower(text) like ${literal(`%${lower}%`)}`,
    );
    expect(mails.length).toBeGreaterThanOrEqual(leads.size);
    const exportedMails = collections['api::outbox-mail.outbox-mail']!.map((mail) => mail.id);
    expect(exportedMails).toEqual(expect.arrayContaining(mails.map((mail) => Number(mail.id))));
    // The visitor's own confirmations and the agency's notifications quoting the address.
    const kinds = collections['api::outbox-mail.outbox-mail']!;
    expect(kinds.some((mail) => String(mail.recipient).toLowerCase() === lower)).toBe(true);
    expect(
      kinds.some(
        (mail) => String(mail.recipient).toLowerCase() !== lower && String(mail.text).toLowerCase().includes(lower),
      ),
    ).toBe(true);
  });

  test('an empty, wildcard or unconfirmed address, or a call without an agent, is refused and erases nothing', async () => {
    for (const email of ['', '   ', '*', '*@example.be', '%@example.be', '%'])
      expect((await personalData('erase', { email, confirm: email })).status, email).toBe(400);
    expect((await personalData('erase', { email: address, confirm: uniqueAddress('other') })).status).toBe(400);
    expect((await personalData('erase', { email: address, confirm: address }, null)).status).toBe(401);
    expect((await personalData('export', { email: address }, null)).status).toBe(401);
    expect(await whereStored(address)).not.toEqual([]);
  });

  test('after the erase, the address in any case, the phone and the name are found nowhere in the database; the leads still count', async () => {
    expect(await whereStored(phone.replace(/ /g, ''), { digitsOnly: true })).not.toEqual([]);
    const erased = await personalData('erase', { email: address, confirm: address.toLowerCase() });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const rows = erased.body.data.rows as Record<string, number>;
    for (const collection of leads.keys()) expect(rows[uidOf(collection)], collection).toBe(1);
    expect(rows['api::outbox-mail.outbox-mail']).toBeGreaterThanOrEqual(leads.size);

    expect(await whereStored(address)).toEqual([]);
    expect(await whereStored(address.toUpperCase())).toEqual([]);
    expect(await whereStored(phone.replace(/ /g, ''), { digitsOnly: true })).toEqual([]);
    expect(await whereStored(lastName)).toEqual([]);

    for (const [collection, { documentId }] of leads) {
      const [row] = await sql(
        `select email, anonymised_at from ${tableOf[collection]} where document_id = ${literal(documentId)}`,
      );
      expect(row, collection).toBeDefined();
      expect(row!.email).toBeNull();
      expect(row!.anonymised_at).not.toBeNull();
    }
    // Still on its listing: the owner portal counts it.
    const visit = await rest(
      'GET',
      `/visit-requests/${leads.get('visit-request')!.documentId}?populate[0]=property`,
      undefined,
      adminToken(),
    );
    expect(visit.body.data.property.documentId).toBe(listing);
  });

  test('the log says who erased how many rows of what, and holds no personal data', async () => {
    const [entry] = await sql(`select * from audit_logs where action = 'erase' order by id desc limit 1`);
    expect(entry).toBeDefined();
    expect(entry!.actor).toMatch(/^admin #\d+$/);
    expect(parsed(entry!.rows)).toMatchObject({ [uidOf('visit-request')]: 1, [uidOf('demand-register')]: 1 });
    const written = JSON.stringify(entry).toLowerCase();
    for (const personal of [address.toLowerCase(), lastName.toLowerCase(), phone.replace(/ /g, ''), 'ysaline'])
      expect(written).not.toContain(personal);
    // A keyed hash: the plain SHA-256 of the address (which anyone could test) is not it.
    expect(entry!.address_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(entry!.address_hash).not.toBe(createHash('sha256').update(address.toLowerCase()).digest('hex'));
    const [exported] = await sql(`select * from audit_logs where action = 'export' order by id desc limit 1`);
    expect(exported!.address_hash).toBe(entry!.address_hash);
  });

  test('the retention job anonymises only the leads past their period, with their mails, and keeps them counted', async () => {
    const request = async (email: string) => {
      const created = await submitLead(
        'info-requests',
        { property: listing, firstName: 'Oud', lastName: 'Contact', email, phone: '0471 00 00 00', language: 'nl' },
        visitorIp(),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const [row] = await sql(
        `select id from info_requests where document_id = ${literal(created.body.data.documentId)}`,
      );
      return { documentId: created.body.data.documentId as string, id: Number(row!.id) };
    };
    const signup = async (email: string) => {
      const created = await submitLead('newsletter-signups', { email, language: 'nl', consent: true }, visitorIp());
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const [row] = await sql(
        `select id from newsletter_signups where document_id = ${literal(created.body.data.documentId)}`,
      );
      return Number(row!.id);
    };
    const oldAddress = uniqueAddress('old');
    const recentAddress = uniqueAddress('recent');
    const old = await request(oldAddress);
    const recent = await request(recentAddress);
    await backdate('info_requests', 'created_at', old.id, new Date(Date.now() - 4 * 365 * day));
    // A newsletter stopped 40 days ago (30 days of grace) goes; one stopped 10 days ago stays.
    const stoppedLong = await signup(uniqueAddress('stopped-long'));
    const stoppedLately = await signup(uniqueAddress('stopped-lately'));
    await backdate('newsletter_signups', 'unsubscribed_at', stoppedLong, new Date(Date.now() - 40 * day));
    await backdate('newsletter_signups', 'unsubscribed_at', stoppedLately, new Date(Date.now() - 10 * day));
    const [{ n: before }] = (await sql('select count(*) as n from info_requests')) as [{ n: number }];
    expect(
      (await sql(`select id from outbox_mails where lead_document_id = ${literal(old.documentId)}`)).length,
    ).toBeGreaterThan(0);

    const run = await personalData('retention', {});
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body.data.rows[uidOf('info-request')]).toBeGreaterThanOrEqual(1);

    const byId = async (table: string, id: number) => (await sql(`select * from ${table} where id = ${id}`))[0]!;
    const wiped = await byId('info_requests', old.id);
    expect(wiped).toMatchObject({ email: null, first_name: null, last_name: null, phone: null });
    expect(wiped.anonymised_at).not.toBeNull();
    expect((await byId('info_requests', recent.id)).email).toBe(recentAddress);
    expect((await byId('info_requests', recent.id)).anonymised_at).toBeNull();
    expect((await byId('newsletter_signups', stoppedLong)).email).toBeNull();
    expect((await byId('newsletter_signups', stoppedLately)).email).not.toBeNull();
    expect(await sql(`select id from outbox_mails where lead_document_id = ${literal(old.documentId)}`)).toEqual([]);
    expect(await whereStored(oldAddress)).toEqual([]);
    // Nothing deleted: the agency's counts and the owner portal's requests per listing stay.
    const [{ n: after }] = (await sql('select count(*) as n from info_requests')) as [{ n: number }];
    expect(Number(after)).toBe(Number(before));
    const kept = await rest('GET', `/info-requests/${old.documentId}?populate[0]=property`, undefined, adminToken());
    expect(kept.body.data.property.documentId).toBe(listing);
    const [entry] = await sql(`select * from audit_logs where action = 'anonymise' order by id desc limit 1`);
    expect(parsed(entry!.rows)[uidOf('info-request')]).toBeGreaterThanOrEqual(1);
    expect(entry!.address_hash).toBeNull();
  });
});
