import { createRequire } from 'node:module';
import { describe, expect, inject, test } from 'vitest';
import { openDatabase } from './database';
import { adminToken, rest, strapiUrl } from './http';
import { caughtMails, setMailServer } from './mail-catcher';
import {
  mailsTo,
  publishedListing,
  publishedProject,
  submitLead,
  uniqueAddress,
  visitorGraphql,
  visitorIp,
} from './visitor';

type Related = { documentId: string; publishedAt: string | null };
type Stored = { data: { mailStatus: string; property?: Related; project?: Related } };

async function storedLead(collection: string, documentId: string, populate = '') {
  return (await rest<Stored>('GET', `/${collection}/${documentId}${populate}`, undefined, adminToken())).body.data;
}

async function waitForMailStatus(collection: string, documentId: string, status: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if ((await storedLead(collection, documentId)).mailStatus === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${collection}/${documentId} never reached mailStatus ${status}`);
}

async function databaseRows(sql: string) {
  const db = await openDatabase(inject('database'));
  try {
    return await db.rows(sql);
  } finally {
    await db.close();
  }
}

describe('a lead', () => {
  test("is stored, then mailed once to the listing's agent and once to the visitor in the visitor's language, every value escaped", async () => {
    const listing = await publishedListing();
    const email = uniqueAddress('visit');
    const created = await submitLead(
      'visit-requests',
      {
        property: listing.documentId,
        title: 'ms',
        firstName: '<script>alert(1)</script>',
        lastName: 'Dubois & "Fils"',
        email,
        phone: '0471 12 34 56',
        remark: '<img src=x onerror=alert(2)>',
        contactTimeSlots: ['morning', 'morning'],
        language: 'fr',
      },
      visitorIp(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const documentId = created.body.data.documentId as string;

    // Linked to the published listing, not to its draft.
    const stored = await storedLead('visit-requests', documentId, '?populate=property');
    expect(stored.property?.documentId).toBe(listing.documentId);
    expect(stored.property?.publishedAt).not.toBeNull();

    const [confirmation] = await mailsTo(email, 1);
    expect(confirmation.subject).toBe('Nous avons bien reçu votre demande de visite');
    expect(confirmation.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(confirmation.html).not.toContain('<script>');
    expect(confirmation.html).toContain(listing.title);
    expect(confirmation.text).toContain('Bonjour <script>alert(1)</script> Dubois & "Fils",');
    // Nothing the visitor typed besides the name is repeated to the address they entered.
    expect(confirmation.text).not.toContain('onerror');

    const agentMails = (await mailsTo(listing.agentEmail, 1)).filter((mail) => mail.text.includes(email));
    expect(agentMails).toHaveLength(1);
    expect(agentMails[0].html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(agentMails[0].html).not.toContain('<img src=x');
    expect(agentMails[0].text).toContain('10:00-13:00');
    expect(agentMails[0].headers.get('reply-to')).toMatchObject({ text: email });

    await waitForMailStatus('visit-requests', documentId, 'sent');
    // A few more worker runs send nothing again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await mailsTo(email, 1)).toHaveLength(1);
  });

  test('is stored while the SMTP server is down, and mailed once it is back, none twice', async () => {
    const { dir, port } = inject('mail');
    const addresses = [uniqueAddress('down-a'), uniqueAddress('down-b'), uniqueAddress('down-c')];
    await setMailServer(dir, port, 'down');
    const ids: string[] = [];
    try {
      for (const email of addresses) {
        const created = await submitLead(
          'contact-messages',
          {
            title: 'mr',
            firstName: 'Jan',
            lastName: 'Peeters',
            email,
            remark: 'Bel me terug',
            contactCategory: 'private',
            language: 'nl',
          },
          visitorIp(),
        );
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        ids.push(created.body.data.documentId as string);
      }
      // The worker tries, fails and keeps the mails pending; the lead shows the attempts and the error.
      const deadline = Date.now() + 15_000;
      let rows: Record<string, unknown>[] = [];
      while (Date.now() < deadline) {
        rows = await databaseRows(
          `select document_id, mail_status, mail_attempts, mail_error from contact_messages where document_id in (${ids.map((id) => `'${id}'`).join(',')})`,
        );
        if (rows.every((row) => Number(row.mail_attempts) >= 2)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(rows).toHaveLength(3);
      for (const row of rows) {
        expect(row.mail_status).toBe('pending');
        expect(Number(row.mail_attempts)).toBeGreaterThanOrEqual(2);
        expect(String(row.mail_error)).toMatch(/ECONNREFUSED|connect/i);
      }
      const caught = await caughtMails(dir);
      expect(caught.filter((mail) => addresses.includes(mail.envelopeTo))).toEqual([]);
    } finally {
      await setMailServer(dir, port, 'up');
    }

    for (const email of addresses) await mailsTo(email, 1);
    for (const id of ids) await waitForMailStatus('contact-messages', id, 'sent');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const mails = (await caughtMails(dir)).filter((mail) =>
      addresses.some((address) => mail.envelopeTo === address || mail.text.includes(address)),
    );
    // Per lead: the agency's notification and the visitor's confirmation, each exactly once.
    expect(mails).toHaveLength(6);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(6);
  });
});

describe('send-to-friend', () => {
  test('mails the friend a fixed text with the listing and the sender’s first name only, at most 3 a day', async () => {
    const listing = await publishedListing('nl');
    const friend = uniqueAddress('friend');
    const send = (ip: string) =>
      submitLead(
        'send-to-friends',
        {
          property: listing.documentId,
          firstName: 'Sofie',
          email: uniqueAddress('sender'),
          friendEmail: friend,
          remark: 'Buy cheap watches at http://spam.example',
          language: 'nl',
        },
        ip,
      );
    for (let i = 0; i < 3; i += 1) expect((await send(visitorIp())).status).toBe(201);
    const refused = await send(visitorIp());
    expect(refused.status).toBe(429);
    expect(refused.body.error.details).toMatchObject({ code: 'RATE_LIMITED', scope: 'friend' });

    const mails = await mailsTo(friend, 3);
    // A fixed subject in the agency's words: nothing the sender typed shows before the mail is opened.
    expect(mails[0].subject).toMatch(/^Er werd een pand op \S.* met u gedeeld$/);
    expect(mails[0].subject).not.toContain('Sofie');
    expect(mails[0].text).toContain('Sofie zag dit pand op');
    expect(mails[0].html).toContain(listing.title);
    expect(mails[0].html).toMatch(/<a href="http:\/\/127\.0\.0\.1:3999\/nl\/[^"]+"/);
    expect(mails[0].html).toContain('€');
    expect(mails[0].html).toMatch(/<img [^>]*src="http[^"]+\/uploads\//);
    expect(mails[0].text).not.toContain('spam.example');
    expect(mails[0].html).not.toContain('spam.example');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await mailsTo(friend, 3)).toHaveLength(3);
  });
});

describe('send-to-friend, the sender’s name', () => {
  test('is short: 61 characters are refused (400) and no mail leaves', async () => {
    const listing = await publishedListing('nl');
    const friend = uniqueAddress('long-name-friend');
    const refused = await submitLead(
      'send-to-friends',
      {
        property: listing.documentId,
        firstName: 'A'.repeat(61),
        email: uniqueAddress('long-name'),
        friendEmail: friend,
        language: 'nl',
      },
      visitorIp(),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors).toMatchObject({ firstName: 'validation.textTooLong' });
    await expect(mailsTo(friend, 1, 2_000)).rejects.toThrow();
  });
});

describe('a newsletter sign-up', () => {
  const signUp = `mutation ($data: NewsletterSignupInput!) { createNewsletterSignup(data: $data) { documentId } }`;
  const confirm = `mutation ($token: String!) { confirmNewsletter(token: $token) { ok outcome } }`;

  test('counts once confirmed by the link of its mail, and one click unsubscribes', async () => {
    const email = uniqueAddress('news');
    const ip = visitorIp();
    const created = await visitorGraphql<{ createNewsletterSignup: { documentId: string } }>(
      signUp,
      { data: { email, firstName: 'Anna', language: 'de', consent: true } },
      ip,
    );
    expect(created.errors).toBeUndefined();
    const documentId = created.data!.createNewsletterSignup.documentId;

    const [mail] = await mailsTo(email, 1);
    expect(mail.subject).toMatch(/^Bitte bestätigen Sie Ihre Anmeldung/);
    const link = /href="(http:\/\/127\.0\.0\.1:3999\/de\/newsletter\/confirm\/\?token=[^"]+)"/.exec(mail.html)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!.replace(/&amp;/g, '&')).searchParams.get('token')!;
    const unsubscribeHeader = mail.rawHeader('list-unsubscribe');
    expect(mail.rawHeader('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:3999\/de\/unsubscribe\/\?token=/);

    const row = async () =>
      (
        await databaseRows(
          `select confirmed_at, unsubscribed_at from newsletter_signups where document_id = '${documentId}'`,
        )
      )[0];
    expect((await row()).confirmed_at).toBeNull();

    const tampered = await visitorGraphql(confirm, { token: `${token.slice(0, -2)}xx` }, ip);
    expect(tampered.data).toEqual({ confirmNewsletter: { ok: false, outcome: 'invalid_token' } });
    expect((await visitorGraphql(confirm, { token }, ip)).data).toEqual({
      confirmNewsletter: { ok: true, outcome: 'confirmed' },
    });
    expect((await visitorGraphql(confirm, { token }, ip)).data).toEqual({
      confirmNewsletter: { ok: true, outcome: 'already_confirmed' },
    });
    expect((await row()).confirmed_at).not.toBeNull();

    // RFC 8058 one-click: the mail client POSTs to the List-Unsubscribe URL.
    const oneClick = /<(http[^>]+)>/.exec(unsubscribeHeader ?? '')?.[1] ?? '';
    expect(oneClick.startsWith(`${strapiUrl()}/api/mail/unsubscribe/`)).toBe(true);
    const unsubscribed = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);
    expect(await unsubscribed.json()).toEqual({ ok: true, outcome: 'unsubscribed' });
    expect((await row()).unsubscribed_at).not.toBeNull();
    const unknown = await fetch(`${strapiUrl()}/api/mail/unsubscribe/not-a-token-of-ours-at-all`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });
});

/** Runs one statement on the test database through its own client, as another Strapi instance would. */
async function writeDatabase(sql: string): Promise<void> {
  const { kind, location } = inject('database');
  const require = createRequire(import.meta.url);
  if (kind === 'sqlite') {
    const Sqlite = require('better-sqlite3') as new (file: string) => {
      prepare(sql: string): { run(): unknown };
      close(): void;
    };
    const db = new Sqlite(location);
    try {
      db.prepare(sql).run();
    } finally {
      db.close();
    }
    return;
  }
  const { Client } = require('pg') as {
    Client: new (options: { connectionString: string }) => {
      connect(): Promise<void>;
      query(sql: string): Promise<unknown>;
      end(): Promise<void>;
    };
  };
  const client = new Client({ connectionString: location });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('the outbox worker', () => {
  test('leaves a mail claimed by an instance that died until its lease expires, then sends it once', async () => {
    const { dir, port } = inject('mail');
    const email = uniqueAddress('lease');
    await setMailServer(dir, port, 'down');
    let documentId: string;
    try {
      const created = await submitLead(
        'contact-messages',
        {
          title: 'ms',
          firstName: 'Ine',
          lastName: 'Maes',
          email,
          remark: 'Graag info',
          contactCategory: 'private',
          language: 'nl',
        },
        visitorIp(),
      );
      expect(created.status).toBe(201);
      documentId = created.body.data.documentId as string;
      // Another instance claimed the visitor's confirmation and died mid-send: its lease runs 6 s.
      await writeDatabase(
        `update outbox_mails set status = 'sending', claim_token = 'dead-instance', lease_until = ${Date.now() + 6000}
         where lead_document_id = '${documentId}' and recipient = '${email}'`,
      );
    } finally {
      await setMailServer(dir, port, 'up');
    }
    const agencyMail = async () =>
      (await caughtMails(dir)).filter((mail) => mail.envelopeTo !== email && mail.text.includes(email));
    const deadline = Date.now() + 10_000;
    while ((await agencyMail()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await agencyMail()).toHaveLength(1);
    // The agency's mail went; the claimed one waits for its lease.
    expect((await caughtMails(dir)).filter((mail) => mail.envelopeTo === email)).toHaveLength(0);
    const [confirmation] = await mailsTo(email, 1, 15_000);
    expect(confirmation.subject).toBe('We hebben uw bericht ontvangen');
    await waitForMailStatus('contact-messages', documentId, 'sent');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await mailsTo(email, 1)).toHaveLength(1);
  });
});

describe("a project page's lead", () => {
  test("is linked to the published project and notifies the project's agent", async () => {
    const project = await publishedProject();
    const email = uniqueAddress('project');
    const created = await submitLead(
      'contact-messages',
      {
        contactCategory: 'potential_buyer',
        title: 'ms',
        firstName: 'Lies',
        lastName: 'Maes',
        email,
        remark: 'Is er nog een appartement met twee slaapkamers?',
        project: project.documentId,
        language: 'nl',
      },
      visitorIp(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = await storedLead('contact-messages', created.body.data.documentId as string, '?populate=project');
    expect(stored.project?.documentId).toBe(project.documentId);
    expect(stored.project?.publishedAt).not.toBeNull();

    // The agent has mails of earlier tests: wait for the one about this lead.
    let agentMails = (await mailsTo(project.agentEmail, 1)).filter((mail) => mail.text.includes(email));
    for (let tries = 0; agentMails.length === 0 && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      agentMails = (await mailsTo(project.agentEmail, 1)).filter((mail) => mail.text.includes(email));
    }
    expect(agentMails).toHaveLength(1);
    expect(agentMails[0].text).toContain(project.title);
  });

  test('names the project by the documentId of a published project only', async () => {
    const project = await publishedProject();
    const lead = (named: unknown) =>
      submitLead(
        'contact-messages',
        {
          contactCategory: 'potential_buyer',
          title: 'ms',
          firstName: 'Lies',
          lastName: 'Maes',
          email: uniqueAddress('project'),
          remark: 'Info graag',
          language: 'nl',
          project: named,
        },
        visitorIp(),
      );
    const numeric = await lead(String(project.id));
    expect(numeric.status).toBe(400);
    expect(numeric.body.error.details).toMatchObject({
      code: 'PROJECT_NOT_PUBLISHED',
      errors: { project: 'validation.propertyRequired' },
    });
    expect((await lead({ connect: [{ id: project.id }] })).status).toBe(400);
    expect((await lead('nosuchproject000000000000')).body.error.details.code).toBe('PROJECT_NOT_PUBLISHED');

    const draft = await rest(
      'POST',
      '/projects?locale=nl&status=draft',
      { data: { reference: 'DRAFTPROJ1', projectStatus: 'upcoming', title: 'Ontwerp', slug: 'ontwerp-draftproj1' } },
      adminToken(),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const toDraft = await lead(draft.body.data.documentId);
    expect(toDraft.status).toBe(400);
    expect(toDraft.body.error.details.code).toBe('PROJECT_NOT_PUBLISHED');
  });
});
