import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { consentCategories, pageTagsHeader, purgePath, purgeSecretHeader, purgeTagsHeader } from '@vitrine/domain';
import { visitorAddress } from '@vitrine/domain/server';
import { freePort, startStack } from '../../bench/stack.mjs';
import { startVarnish, vclDir } from '../../bench/varnish.mjs';
import { unreadByPages } from '../cache/cookies.ts';

/**
 * The production front cache (deploy/varnish/default.vcl, decision 037) in front of the real web
 * and Strapi: a stack of its own (bench/stack.mjs), since Strapi must know the front's address
 * (FRONT_PURGE_URLS) from its start. Varnish keeps what the web shares, passes what is personal,
 * believes no doubled consent cookie, takes purges only with the secret, and Strapi's change of a
 * listing reaches it through the same purge that reaches the webs.
 */
const all = 'necessary.analytical.marketing.social-media.unclassified';
/** The banner as consent-manager.tsx renders it (no choice yet). */
const banner = /<section[^>]*class="consent-banner"/;
/** The owner's session cookie (src/features/owner/session.server.ts). */
const sessionCookieName = 'vitrine_session';

let stack: Awaited<ReturnType<typeof startStack>>;
let front: Awaited<ReturnType<typeof startVarnish>>;

beforeAll(async () => {
  const frontPort = await freePort();
  // Strapi (started by startStack with this process's environment) purges the web, then the front.
  process.env.FRONT_PURGE_URLS = `http://127.0.0.1:${frontPort}`;
  stack = await startStack({ log: (line: string) => console.log(`[front cache] ${line}`) });
  front = await startVarnish({
    webPorts: [Number(new URL(stack.webUrl).port)],
    port: frontPort,
    env: { PROXY_SECRET: stack.proxySecret },
  });
});

afterAll(async () => {
  delete process.env.FRONT_PURGE_URLS;
  await front?.stop();
  await stack?.stop();
});

/** A GET through the front cache; no answer may carry the page's tags or the surrogate header. */
async function page(pathname: string, cookie?: string) {
  const response = await fetch(`${front.url}${pathname}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
  const body = await response.text();
  expect(response.headers.get(pageTagsHeader), `${pathname}: the tags reach the visitor`).toBeNull();
  expect(response.headers.get('surrogate-control')).toBeNull();
  return { status: response.status, cache: response.headers.get('x-cache'), body };
}

/** A list page no one asked for yet. */
const freshList = () => `/nl/te-koop/?place=${randomBytes(6).toString('hex')}`;

function purge(secret: string | undefined, tags = 'all') {
  return fetch(`${front.url}${purgePath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      [purgeTagsHeader]: tags,
      ...(secret === undefined ? {} : { [purgeSecretHeader]: secret }),
    },
    body: new URLSearchParams(tags.split(' ').map((tag) => ['tag', tag])).toString(),
  });
}

test('the VCL reads the consent categories the site writes', () => {
  const vcl = readFileSync(path.join(vclDir, 'default.vcl'), 'utf8');
  const alternation = `(${consentCategories.join('|')})`;
  expect(vcl).toContain(`"^${alternation}(\\.${alternation})*$"`);
  // The cookies no page reads are among those dropped from a kept page's request.
  const dropped = /\(vitrine_consent\|lng\|([a-z_|]+)\|\(_ga/.exec(vcl)?.[1]?.split('|') ?? [];
  for (const name of unreadByPages) expect(dropped).toContain(name);
});

test('behind HAProxy and the front cache, the webs of docker-compose name the visitor, not what the visitor wrote', () => {
  const compose = readFileSync(path.join(vclDir, '..', '..', 'docker-compose.yml'), 'utf8');
  const trusted = /^ {6}TRUSTED_PROXY: (172\.[0-9.,]+)$/m.exec(compose)?.[1];
  expect(trusted, 'the webs’ TRUSTED_PROXY').toBeTruthy();
  const trust = { proxies: trusted!.split(',') };
  // HAProxy (172.28.0.10) appends the visitor, Varnish (172.28.0.11) appends HAProxy.
  expect(visitorAddress('172.28.0.11', '6.6.6.6, 172.28.0.10, 203.0.113.9, 172.28.0.10', trust)).toBe('203.0.113.9');
  // The front cache down: HAProxy talks to the web itself.
  expect(visitorAddress('172.28.0.10', '6.6.6.6, 203.0.113.9', trust)).toBe('203.0.113.9');
});

describe('what the front cache keeps', () => {
  test('a public page: its second request is a hit, the same bytes, and no xkey header', async () => {
    const pathname = freshList();
    const first = await page(pathname);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    const second = await page(pathname);
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
  });

  test('an owner’s session passes to the web, and leaves the shared page as it was', async () => {
    const pathname = freshList();
    const shared = await page(pathname);
    const owner = await page(pathname, `${sessionCookieName}=someone; vitrine_consent=${all}`);
    expect(owner.cache).toBe('PASS');
    const again = await page(pathname);
    expect(again.cache).toBe('HIT');
    expect(again.body).toBe(shared.body);
  });

  test.each([
    [`vitrine_consent=${all}; vitrine_consent=`],
    [`vitrine_consent=; vitrine_consent=${all}`],
    [` vitrine_consent = ${all} ;vitrine_consent=`],
    [`vitrine_consent=${all}%3B vitrine_consent=`],
    [`vitrine_consent=${all}, vitrine_consent=`],
    [`vitrine_consent=yes`],
    [`vitrine_consent=${all}; lng=nl; lng=`],
    [`_ga=GA1.1.1; vitrine_consent=${all}; vitrine_consent=`],
  ])('after `Cookie: %s`, a new visitor still gets the banner', async (cookie) => {
    const pathname = freshList();
    const crafted = await page(pathname, cookie);
    expect(crafted.status).toBe(200);
    expect(crafted.cache, 'not a key of the front cache').toBe('PASS');
    expect((await page(pathname)).body).toMatch(banner);
    const again = await page(pathname);
    expect(again.cache).toBe('HIT');
    expect(again.body).toMatch(banner);
  });

  test('a visitor who chose gets their own page, analytics cookies left out of the key', async () => {
    const pathname = freshList();
    const chosen = await page(pathname, `vitrine_consent=${all}`);
    expect(chosen.body).not.toMatch(banner);
    const withAnalytics = await page(pathname, `_ga=GA1.2.3; vitrine_consent=${all}; vitrine_started=x; _gid=x`);
    expect(withAnalytics.cache).toBe('HIT');
    expect(withAnalytics.body).toBe(chosen.body);
    expect((await page(pathname)).body).toMatch(banner);
  });

  test('the forms’ fill-time style sheet goes to the web with its cookie', async () => {
    const sheet = await page('/_forms/started.css', `vitrine_started=x; vitrine_consent=${all}`);
    expect(sheet.cache).toBe('PASS');
  });

  test('a listing’s page goes to the web every time (the owners’ view counts)', async () => {
    const list = await page('/nl/te-koop/');
    const detail = /<a\b[^>]*class="listing-card__link"[^>]*href="([^"]+)"/.exec(list.body)?.[1];
    expect(detail, 'a listing on /nl/te-koop/').toBeTruthy();
    await page(detail!);
    expect((await page(detail!)).cache).toBe('PASS');
  });
});

describe('purges', () => {
  test('a wrong or missing secret is refused and drops nothing', async () => {
    const pathname = freshList();
    await page(pathname);
    expect((await page(pathname)).cache).toBe('HIT');
    for (const secret of [undefined, '', 'not-the-secret', `${stack.proxySecret}x`]) {
      const refused = await purge(secret);
      expect(refused.status, `secret ${JSON.stringify(secret)}`).toBe(403);
    }
    expect((await fetch(`${front.url}${purgePath}`)).status).toBe(405);
    expect((await page(pathname)).cache).toBe('HIT');
    // The right secret: the page is dropped.
    expect((await purge(stack.proxySecret, 'list:sale')).status).toBe(200);
    expect((await page(pathname)).cache).toBe('MISS');
  });

  test('an agent’s change in Strapi makes the next request fresh', async () => {
    const login = await fetch(`${stack.strapiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@vitrine.localhost', password: 'Vitrine-Admin-2026' }),
    });
    expect(login.status).toBe(200);
    const jwt = ((await login.json()) as { data: { token: string } }).data.token;
    const contentManager = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${stack.strapiUrl}/content-manager/collection-types/api::property.property${url}`, {
        method,
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      expect(response.status, text.slice(0, 400)).toBeLessThan(300);
      return JSON.parse(text) as { results: { documentId: string; price: number }[] };
    };

    const pathname = '/nl/te-koop/';
    const before = await page(pathname);
    expect((await page(pathname)).cache).toBe('HIT');
    const detail = /<a\b[^>]*class="listing-card__link"[^>]*href="([^"]+)"/.exec(before.body)?.[1] ?? '';
    const reference = /-([A-Za-z0-9]+)\/$/.exec(detail)?.[1];
    expect(reference, `a reference in ${detail}`).toBeTruthy();
    const found = await contentManager('GET', `?locale=nl&filters[$and][0][reference][$eqi]=${reference}`);
    const listing = found.results[0]!;
    // The agent changes the price and publishes, as in the admin.
    await contentManager('PUT', `/${listing.documentId}?locale=nl`, { price: listing.price + 1_000 });
    await contentManager('POST', `/${listing.documentId}/actions/publish?locale=nl`, {});

    // Strapi sends the purge after answering the agent: the next request is fetched again.
    await expect.poll(async () => (await page(pathname)).cache).not.toBe('HIT');
    const after = await page(pathname);
    expect(after.body).not.toBe(before.body);
  });
});
