import { describe, expect, inject, test } from 'vitest';
import { adminToken, rest, strapiUrl } from './http';
import { caughtMails, type CaughtMail } from './mail-catcher';
import { mailsTo, publishedListing, submitLead, uniqueAddress, visitorIp } from './visitor';

// Issue 19, item 7: the agency hears of what visitors do. A testimonial waits as a draft and the
// agency is mailed; a documents request mails the visitor signed links to the listing's documents
// at once, or tells the agent to send them when the listing has none.

type Listing = { documentId: string; title: string; agent: { email: string }; documents: { name: string }[] | null };

/** A published listing (with an agent) that has documents in Strapi, or that has none. */
async function listingWith(documents: boolean): Promise<Listing> {
  const found = await rest<{ data: Listing[] }>(
    'GET',
    `/properties?locale=fr&pagination[pageSize]=100&sort=reference:asc&filters[agent][email][$notNull]=true&populate[0]=agent&populate[1]=documents`,
    undefined,
    adminToken(),
  );
  const listing = found.body.data.find((candidate) => Boolean(candidate.documents?.length) === documents);
  if (!listing) throw new Error(`no demo listing ${documents ? 'with' : 'without'} documents`);
  return listing;
}

/** Mails whose text contains `marker`, once `count` arrived (or fails after 20 s). */
async function mailsMentioning(marker: string, count: number): Promise<CaughtMail[]> {
  const deadline = Date.now() + 20_000;
  let found: CaughtMail[] = [];
  while (Date.now() < deadline) {
    found = (await caughtMails(inject('mail').dir)).filter((mail) => mail.text.includes(marker));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Expected ${count} mail(s) mentioning ${marker}, got ${found.length}`);
}

/** A visitor's request about a listing (`document-requests`, `info-requests`), stored (201). */
async function requestAbout(
  collection: string,
  property: string,
  email: string,
  visitor: { firstName: string; lastName: string; language: string },
): Promise<void> {
  const created = await submitLead(collection, { property, email, ...visitor }, visitorIp());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

const anne = { firstName: 'Anne', lastName: 'Dumont', language: 'fr' };

describe('a testimonial', () => {
  test('waits as a draft and the agency is mailed once, in its language, with what was written', async () => {
    const name = `Testimonial ${Date.now().toString(36)}`;
    const created = await submitLead(
      'testimonials',
      { name, comment: 'Vlot en eerlijk verkocht.', rating: 5, consent: true, language: 'fr' },
      visitorIp(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [mail] = await mailsMentioning(name, 1);
    expect(mail.envelopeTo).toBe('info@vitrine.localhost');
    // The agents' language (DEFAULT_LOCALE, Dutch), whatever the visitor's.
    expect(mail.subject).toBe(`Nieuwe getuigenis van ${name}`);
    expect(mail.text).toContain('Vlot en eerlijk verkocht.');
    expect(mail.text).toContain('Score: 5');
    expect(mail.text).toContain('Ze wacht als concept');
    expect(mail.text).toContain(
      `/admin/content-manager/collection-types/api::testimonial.testimonial/${created.body.data.documentId}`,
    );
    const stored = await rest(
      'GET',
      `/testimonials/${created.body.data.documentId}?status=published`,
      undefined,
      adminToken(),
    );
    expect(stored.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailsMentioning(name, 1)).toHaveLength(1);
  });
});

describe('a documents request', () => {
  test('on a listing with documents mails the visitor signed links that open the files, and refuse when altered', async () => {
    const listing = await listingWith(true);
    const email = uniqueAddress('documents');
    await requestAbout('document-requests', listing.documentId, email, anne);

    const [mail] = await mailsTo(email, 1);
    expect(mail.subject).toBe(`Les documents de ${listing.title}`);
    expect(mail.text).toContain('Voici les documents du bien');
    expect(mail.text).toMatch(/Ces liens fonctionnent jusqu’au \d{1,2} \S+ 20\d\d/);
    const links = [...mail.text.matchAll(/(http:\/\/\S+\/api\/document-links\/(\S+))/g)].map((match) => match[1]);
    expect(links).toHaveLength(listing.documents!.length);
    for (const document of listing.documents!) expect(mail.text).toContain(`${document.name}: http`);

    // The link opens the file (a redirect to where the upload provider serves it).
    const opened = await fetch(links[0], { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const file = await fetch(new URL(opened.headers.get('location')!, strapiUrl()));
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // Any change to the file, the moment or the signature is refused with a sentence.
    const token = /\/api\/document-links\/([^?]+)\?lang=fr$/.exec(links[0])![1];
    const [fileId, expires, signature] = token.split('.');
    const altered = [
      `${Number(fileId) + 1}.${expires}.${signature}`,
      `${fileId}.${Number(expires) + 86_400_000}.${signature}`,
      `${fileId}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    ];
    for (const wrong of altered) {
      const refused = await fetch(`${strapiUrl()}/api/document-links/${wrong}?lang=fr`, { redirect: 'manual' });
      expect(refused.status, wrong).toBe(404);
      expect(await refused.text()).toContain('n’est pas valable');
    }

    // The agent is told the visitor has them.
    const agentMails = (await mailsTo(listing.agent.email, 1)).filter((agent) => agent.text.includes(email));
    expect(agentMails).toHaveLength(1);
    expect(agentMails[0].text).toContain('De bezoeker kreeg per e-mail links naar de documenten');
  });

  test('on a listing without documents tells the agent to send them, and the visitor gets the usual receipt', async () => {
    const listing = await listingWith(false);
    const email = uniqueAddress('no-documents');
    await requestAbout('document-requests', listing.documentId, email, {
      firstName: 'Jan',
      lastName: 'Peeters',
      language: 'nl',
    });
    const [receipt] = await mailsTo(email, 1);
    expect(receipt.text).not.toContain('/api/document-links/');
    const agentMails = (await mailsTo(listing.agent.email, 1)).filter((agent) => agent.text.includes(email));
    expect(agentMails).toHaveLength(1);
    expect(agentMails[0].text).toContain('stuur de documenten zelf naar de bezoeker');
  });
});

describe("the agency's mail of a lead", () => {
  test("shows the listing and the agency's mentions in the agents' language, the visitor's receipt in the visitor's", async () => {
    const french = await publishedListing('fr');
    const dutch = await rest<{ data: { title: string } }>(
      'GET',
      `/properties/${french.documentId}?locale=nl`,
      undefined,
      adminToken(),
    );
    expect(dutch.status).toBe(200);
    expect(dutch.body.data.title).not.toBe(french.title);
    const email = uniqueAddress('card-language');
    await requestAbout('info-requests', french.documentId, email, anne);

    // The visitor's receipt shows the French card and the agency's mentions in French; the agents'
    // (Dutch) mail the Dutch ones.
    const [receipt] = await mailsTo(email, 1);
    expect(receipt.text).toContain(french.title);
    expect(receipt.text).toContain('Agent immobilier intermédiaire agréé');
    expect(receipt.text).not.toContain('Erkend vastgoedmakelaar');
    const [agency] = (await mailsTo(french.agentEmail, 1)).filter((mail) => mail.text.includes(email));
    expect(agency.subject).toMatch(/^Nieuwe /);
    expect(agency.text).toContain(dutch.body.data.title);
    expect(agency.text).not.toContain(french.title);
    expect(agency.text).toContain('Erkend vastgoedmakelaar-bemiddelaar');
    expect(agency.html).toMatch(/href="[^"]*\/nl\/[^"]*"/);
    expect(agency.html).not.toMatch(/href="[^"]*\/fr\/[^"]*"/);
  });
});
