// @vitest-environment node
import { createHash, randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CacheTag } from '@vitrine/domain';
import {
  createMemoryStore,
  createPageCache,
  compiledParts,
  createRedisStore,
  entryBytes,
  inlineScriptSources,
  type PageEntry,
  purgePath,
  purgeSecretHeader,
  tagsOfPath,
} from '../../cache/page-cache.ts';
import { parseEnv } from '~/env.server';
import { createApp } from '../../server-app.ts';
import { fillTimeRequestCookie } from '~/features/forms/index.server';
import { readConsent } from '~/features/consent/consent.server';
import { notePageView } from './page-views.server';
import { sharedRead } from '~/graphql/shared-read.server';
import { onPurge } from '../../cache/registry.ts';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

function send(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const secret = 'purge-secret-for-tests';
const formSecret = 'form-secret-for-the-page-cache-tests-0123456789';
/** A page's lead form as the app renders it (decision 036): the fill-time style sheet, no token. */
const leadForm =
  '<link rel="stylesheet" href="/_forms/started.css" media="print"/><form method="post"><input type="hidden" name="_form" value="infoRequest"/><input type="hidden" name="_pow" value=""/></form>';
/** Listing views recorded: the listing and the visitor's user agent. */
const views: string[] = [];
const publicHeaders = {
  'Cache-Control': 'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
  Vary: 'Cookie',
};

/** A listing's page counts a view, as the property loader does (recordListingView). */
function countView(request: Request) {
  // A prefetch is no person's view (isPersonView, src/features/owner/view-recorder.server.ts).
  if (!/prefetch/.test(request.headers.get('purpose') ?? '')) views.push(`VT7 ${request.headers.get('user-agent')}`);
  notePageView('VT7', (visit, listing) => views.push(`${listing} ${visit.headers.get('user-agent')}`));
}

/**
 * Stands in for React Router's handler: a page whose inline script carries the nonce it was given, if any (as
 * entry.server.tsx does), the consent cookie it read, and which render it is.
 */
function createRenderer() {
  const renders: string[] = [];
  let version = 'v1';
  const render = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    renders.push(url.pathname + url.search);
    const nonce = request.headers.get('x-vitrine-csp-nonce');
    // The consent as the root loader reads it (the real function), and the banner it then shows.
    const read = readConsent(request);
    const consent = read.decided ? read.granted.join('.') : 'none';
    const banner = read.decided || read.implied ? '' : '<div class="consent-banner">';
    const html = `<!doctype html><title>${url.pathname}</title><script${nonce ? ` nonce="${nonce}"` : ''}>window.__x=1</script>${banner}<p>consent=${consent} ${version} render=${renders.length} ua=${request.headers.get('user-agent')}</p>`;
    const type = { 'Content-Type': 'text/html; charset=utf-8' };
    if (url.pathname === '/nl/owner/')
      return new Response(html, { headers: { ...type, 'Cache-Control': 'private, no-store' } });
    if (url.pathname === '/nl/sets-cookie/')
      return new Response(html, { headers: { ...type, ...publicHeaders, 'Set-Cookie': 'x=1; Path=/' } });
    if (url.pathname === '/nl/broken/')
      return new Response(html, { status: 500, headers: { ...type, ...publicHeaders } });
    if (url.pathname === '/nl/gone/')
      return new Response(html, { status: 404, headers: { ...type, ...publicHeaders } });
    // A page with a form (a contact page, a listing's page): the same for everyone, its loader
    // data (React Router's data script) too.
    if (url.pathname === '/nl/contact/' || url.pathname.startsWith('/nl/te-koop/gent/')) {
      const page = `${html}${leadForm}<script>data=[{"leadForms":{"infoRequest":{"values":{}}}}]</script>`;
      if (url.pathname === '/nl/te-koop/gent/huis-VT7/') countView(request);
      return new Response(page, { headers: { ...type, ...publicHeaders } });
    }
    return new Response(html, { headers: { ...type, ...publicHeaders } });
  };
  return {
    render,
    renders,
    setVersion: (value: string) => (version = value),
  };
}

const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  servers.forEach((server) => server.close());
  for (const close of closers) await close();
});

/** The real server application (server-app.ts) with the cache around a stand-in render, as server.ts mounts it. */
type PageStore = Parameters<typeof createPageCache>[0]['store'];

async function start({
  store = createMemoryStore() as PageStore,
  clock = { now: 1_000_000 },
  maxCompiledBytes = undefined as number | undefined,
} = {}) {
  const renderer = createRenderer();
  const fallbacks: string[] = [];
  const cache = createPageCache({
    render: renderer.render,
    store,
    purgeSecret: secret,
    now: () => clock.now,
    maxCompiledBytes,
  });
  const handler = cache.wrap((req, res) => {
    fallbacks.push(`${req.method} ${req.originalUrl}`);
    res.send('rendered without the cache');
  });
  const server = createServer(
    createApp({ handler, env: parseEnv({ STRAPI_URL: 'http://127.0.0.1:9' }), clientDir: '/nonexistent' }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, renderer, fallbacks, clock, cache };
}

const nonceOf = (answer: Answer) => /nonce="([^"]*)"/.exec(answer.body)?.[1];
/** The script-src of an answer's policy. */
const scriptSources = (answer: Answer) =>
  /script-src ([^;]+)/.exec(String(answer.headers['content-security-policy']))?.[1]?.split(' ') ?? [];
/** The page's inline scripts are allowed by their hashes, and by nothing else inline (no nonce, no unsafe-inline). */
function expectScriptsByHash(answer: Answer) {
  expect(nonceOf(answer)).toBeUndefined();
  // The stand-in page's one inline script, hashed here as a browser does (CSP Level 2).
  const hash = `'sha256-${createHash('sha256').update('window.__x=1').digest('base64')}'`;
  expect(inlineScriptSources(answer.body)).toContain(hash);
  expect(scriptSources(answer)).toEqual(["'self'", ...inlineScriptSources(answer.body)]);
}

function purge(port: number, tags: string[], key = secret) {
  const body = tags.map((tag) => `tag=${encodeURIComponent(tag)}`).join('&');
  return send(
    port,
    'POST',
    purgePath,
    {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
      [purgeSecretHeader]: key,
    },
    body,
  );
}

describe('page cache (memory)', () => {
  let app: Awaited<ReturnType<typeof start>>;
  beforeEach(async () => {
    app = await start();
  });

  test('a public page is rendered once, then served from the cache: the same bytes for everyone, its inline scripts allowed by hash', async () => {
    const first = await send(app.port, 'GET', '/nl/te-koop/');
    const second = await send(app.port, 'GET', '/nl/te-koop/');
    expect(first.headers['x-vitrine-cache']).toBe('MISS');
    expect(second.headers['x-vitrine-cache']).toBe('HIT');
    expect(app.renderer.renders).toEqual(['/nl/te-koop/']);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('render=1');
      expectScriptsByHash(answer);
      expect(answer.headers['cache-control']).toBe(publicHeaders['Cache-Control']);
      expect(answer.headers['content-type']).toMatch(/text\/html/);
    }
    expect(second.body).toBe(first.body);
    // Another query is another page.
    await send(app.port, 'GET', '/nl/te-koop/?page=2');
    expect(app.renderer.renders).toEqual(['/nl/te-koop/', '/nl/te-koop/?page=2']);
  });

  test('a cached listing page still counts every visitor’s view (the render the first, the cache the others)', async () => {
    views.length = 0;
    for (const agent of ['Browser A', 'Browser B', 'Browser C']) {
      await send(app.port, 'GET', '/nl/te-koop/gent/huis-VT7/', { 'user-agent': agent });
    }
    expect(app.renderer.renders).toEqual(['/nl/te-koop/gent/huis-VT7/']);
    expect(views).toEqual(['VT7 Browser A', 'VT7 Browser B', 'VT7 Browser C']);
  });

  test('a cached detail page with its form is the same bytes for everyone: public, its stored script hashes, whatever fill-time cookie comes', async () => {
    const path = '/nl/te-koop/gent/huis-VT5/';
    const first = await send(app.port, 'GET', path);
    // Another browser, with its fill-time cookie (decision 036): no page reads it, the same page.
    const cookie = fillTimeRequestCookie(formSecret, Date.now() - 10_000);
    const second = await send(app.port, 'GET', path, { cookie });
    const third = await send(app.port, 'GET', path, { cookie: `${cookie}; ${cookie}` });
    expect([first, second, third].map((answer) => answer.headers['x-vitrine-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    expect(app.renderer.renders).toEqual([path]);
    for (const answer of [second, third]) {
      expect(answer.body).toBe(first.body);
      // Public: a shared cache in front (Varnish, nginx) may keep it and hand it to everyone.
      expect(answer.headers['cache-control']).toBe(publicHeaders['Cache-Control']);
      expect(answer.headers['set-cookie']).toBeUndefined();
      // The policy is the stored one: the same hashes in every answer, the data script's among them.
      expect(answer.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expectScriptsByHash(answer);
    }
    expect(first.body.match(/\/_forms\/started\.css/g)).toHaveLength(1);
    const data = /<script>(data=[^<]*)<\/script>/.exec(first.body)?.[1] ?? '';
    expect(scriptSources(first)).toContain(`'sha256-${createHash('sha256').update(data).digest('base64')}'`);
  });

  test('a POST never purges: a captcha refresh (or any form) leaves the cached page in place', async () => {
    // Issue 18: every answer under 400 to a POST dropped the page. A booking's change of the places
    // left is purged by Strapi (cms/src/cache-purge/, the appointment's listing), not by the visitor.
    await send(app.port, 'GET', '/nl/te-koop/gent/huis-VT3/');
    for (const path of ['/nl/te-koop/gent/huis-VT3/', '/nl/te-koop/gent/huis-VT3/_.data']) {
      const body = '_form=contact&_intent=new-captcha';
      const answer = await send(
        app.port,
        'POST',
        path,
        { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
        body,
      );
      expect(answer.status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await send(app.port, 'GET', '/nl/te-koop/gent/huis-VT3/');
    expect(after.headers['x-vitrine-cache']).toBe('HIT');
    expect(app.renderer.renders).toEqual(['/nl/te-koop/gent/huis-VT3/']);
  });

  test('gzip: every page is sent as gzipped once, a page with a form too (the same bytes for every visitor)', async () => {
    const raw = (headers: Record<string, string>, path = '/nl/contact/') =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: app.port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const plain = await send(app.port, 'GET', '/nl/contact/');
    const zipped = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    // The stored gzip, byte for byte the same for every visitor, with a form or without.
    for (const path of ['/nl/', '/nl/contact/']) {
      const answers = [await raw({ 'accept-encoding': 'gzip' }, path), await raw({ 'accept-encoding': 'gzip' }, path)];
      expect(answers[1]?.headers['x-vitrine-cache']).toBe('HIT');
      expect(answers[1]?.body.equals(answers[0]?.body ?? Buffer.alloc(0))).toBe(true);
      expect(gunzipSync(answers[1]?.body ?? Buffer.alloc(0)).toString('utf8')).toContain(`<title>${path}</title>`);
    }
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.body);
  });

  test('HEAD is answered from the same page, without a body', async () => {
    await send(app.port, 'GET', '/nl/');
    const head = await send(app.port, 'HEAD', '/nl/');
    expect(head.headers['x-vitrine-cache']).toBe('HIT');
    expect(head.body).toBe('');
    expect(app.renderer.renders).toEqual(['/nl/']);
  });

  test('the consent state is part of the key: each state is rendered once and served its own page', async () => {
    const none = await send(app.port, 'GET', '/nl/');
    const granted = await send(app.port, 'GET', '/nl/', { cookie: 'vitrine_consent=analytical.marketing' });
    const refused = await send(app.port, 'GET', '/nl/', { cookie: 'vitrine_consent=necessary' });
    // The same choice written another way (encoded, other order) is the same page.
    const grantedAgain = await send(app.port, 'GET', '/nl/', {
      cookie: '_ga=GA1.1.1; vitrine_consent=marketing%2Eanalytical',
    });
    const noneAgain = await send(app.port, 'GET', '/nl/');
    expect(none.body).toContain('consent=none');
    expect(granted.body).toContain('consent=necessary.analytical.marketing');
    expect(refused.body).toContain('consent=necessary');
    expect(grantedAgain.headers['x-vitrine-cache']).toBe('HIT');
    expect(grantedAgain.body).toContain('consent=necessary.analytical.marketing');
    expect(noneAgain.headers['x-vitrine-cache']).toBe('HIT');
    expect(noneAgain.body).toContain('consent=none');
    expect(app.renderer.renders).toHaveLength(3);
  });

  test('no cookie header makes another visitor’s page skip the consent banner (issue 18)', async () => {
    const all = 'necessary.analytical.marketing.social-media.unclassified';
    const crafted = [
      `vitrine_consent=${all}; vitrine_consent=`,
      `vitrine_consent=; vitrine_consent=${all}`,
      `vitrine_consent=${all};vitrine_consent=`,
      `vitrine_consent=${all}; vitrine_consent=${all}`,
      `VITRINE_CONSENT=${all}`,
      `Vitrine_Consent=${all}; vitrine_consent=`,
      ` vitrine_consent = ${all} ; vitrine_consent=`,
      `vitrine_consent=${all}%3B vitrine_consent=`,
      `vitrine_consent=${all}%3Bvitrine_consent%3D`,
      `vitrine_consent=${all}, vitrine_consent=`,
      `vitrine_consent=${all},vitrine_consent=x`,
      `vitrine_consent="${all}"`,
      `vitrine_consent=${all}; lng=nl; lng=`,
      `lng=; vitrine_consent=${all}; vitrine_consent=%`,
      `vitrine_consent=%ZZ; vitrine_consent=${all}`,
      `vitrine_consent=yes; vitrine_consent=${all}`,
      `vitrine_consent=${all}; _ga=1; vitrine_consent=`,
      `vitrine_consent=necessary; vitrine_consent=${all}`,
      `=; vitrine_consent=${all}; vitrine_consent`,
      `vitrine_consent`,
      `;;;`,
      `vitrine_consent=`,
      `vitrine_consent=necessary.`,
    ];
    for (const path of ['/nl/', '/nl/te-koop/gent/huis-VT9/', '/sitemap.xml']) {
      for (const cookie of crafted) {
        const answer = await send(app.port, 'GET', path, { cookie });
        // Each request is served the page the real page code renders for its own cookies (or is
        // rendered for itself alone, out of the cache)…
        const banner = !readConsent(new Request('http://x/', { headers: { cookie } })).decided;
        if (answer.body !== 'rendered without the cache')
          expect(answer.body.includes('consent-banner'), `${path} ${cookie}`).toBe(banner);
        // …and a fresh visitor, after it, still gets the banner.
        const fresh = await send(app.port, 'GET', path);
        expect(fresh.body, `${path} after ${cookie}`).toContain('consent-banner');
        expect(fresh.body).toContain('consent=none');
      }
    }
    // A consent cookie sent twice is no choice: the banner, and never stored.
    const twice = await send(app.port, 'GET', '/nl/', { cookie: `vitrine_consent=${all}; vitrine_consent=${all}` });
    expect(twice.body).toBe('rendered without the cache');
  });

  test('personal pages are never cached', async () => {
    // A session, the favourites shortlist or any unknown cookie: the page is rendered as before.
    for (const cookie of ['vitrine_session=abc', 'vitrine_favourites=VT1', 'lng=nl; something=else']) {
      const answer = await send(app.port, 'GET', '/nl/te-koop/', { cookie });
      expect(answer.body).toBe('rendered without the cache');
    }
    // Previews, data requests, an Authorization header: never from the cache.
    await send(app.port, 'GET', '/nl/te-koop/?preview=abc');
    await send(app.port, 'GET', '/nl/preview/');
    await send(app.port, 'GET', '/nl/te-koop/_.data');
    await send(app.port, 'GET', '/nl/te-koop/', { authorization: 'Bearer x' });
    // A form's POST goes to the page, never to the cache, and does not fill it.
    const form = 'a=1';
    await send(
      app.port,
      'POST',
      '/nl/te-koop/',
      { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '3' },
      form,
    );
    expect(app.renderer.renders).toEqual([]);
    expect(app.fallbacks).toHaveLength(8);
    // Answers that say private or no-store, that set a cookie, or that failed: rendered every time.
    for (const path of ['/nl/owner/', '/nl/sets-cookie/', '/nl/broken/']) {
      const first = await send(app.port, 'GET', path);
      const second = await send(app.port, 'GET', path);
      expect(second.headers['x-vitrine-cache']).toBe('BYPASS');
      // Rendered as the cache renders, without a nonce: allowed by hash too.
      expectScriptsByHash(first);
      expectScriptsByHash(second);
    }
    expect(app.renderer.renders).toEqual([
      '/nl/owner/',
      '/nl/owner/',
      '/nl/sets-cookie/',
      '/nl/sets-cookie/',
      '/nl/broken/',
      '/nl/broken/',
    ]);
    // The cookie of an uncached answer reaches its visitor.
    expect((await send(app.port, 'GET', '/nl/sets-cookie/')).headers['set-cookie']).toEqual(['x=1; Path=/']);
    // A public 404 is kept.
    await send(app.port, 'GET', '/nl/gone/');
    const gone = await send(app.port, 'GET', '/nl/gone/');
    expect([gone.status, gone.headers['x-vitrine-cache']]).toEqual([404, 'HIT']);
  });

  test('a page past its s-maxage is served stale once while it is rendered again, then fresh', async () => {
    await send(app.port, 'GET', '/nl/te-koop/');
    app.renderer.setVersion('v2');
    app.clock.now += 301_000;
    const stale = await send(app.port, 'GET', '/nl/te-koop/');
    expect(stale.headers['x-vitrine-cache']).toBe('STALE');
    expect(stale.body).toContain('v1');
    await expect.poll(() => app.renderer.renders.length).toBe(2);
    // Stale until the background render is stored (never rendered twice), then fresh. The render
    // is a program's: the view statistics leave it out.
    let fresh = stale;
    await vi.waitFor(async () => {
      fresh = await send(app.port, 'GET', '/nl/te-koop/');
      expect(fresh.headers['x-vitrine-cache']).toBe('HIT');
    });
    expect(app.renderer.renders).toHaveLength(2);
    expect(fresh.body).toContain('v2');
    expect(fresh.body).toMatch(/ua=[^<]*VitrinePageCacheBot/);
    // Past the stale time too: rendered while the visitor waits.
    app.renderer.setVersion('v3');
    app.clock.now += 301_000 + 601_000;
    const expired = await send(app.port, 'GET', '/nl/te-koop/');
    expect(expired.headers['x-vitrine-cache']).toBe('MISS');
    expect(expired.body).toContain('v3');
  });

  test('a purge drops exactly the pages of its tags, and needs the shared secret', async () => {
    const pages = [
      '/nl/te-koop/',
      '/nl/te-koop/?page=2',
      '/nl/te-koop/gent/huis-VT1/',
      '/fr/a-vendre/gand/maison-VT1/',
      '/nl/te-koop/gent/huis-VT2/',
      '/nl/',
      '/nl/te-huur/',
    ];
    for (const path of pages) await send(app.port, 'GET', path);
    expect(app.renderer.renders).toHaveLength(pages.length);

    expect((await purge(app.port, ['all'], 'wrong')).status).toBe(403);
    expect((await send(app.port, 'POST', purgePath, {})).status).toBe(415);

    const answer = await purge(app.port, ['listing:VT1', 'list:sale', 'home']);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ tags: ['listing:VT1', 'list:sale', 'home'], purged: 5 });
    for (const path of pages) await send(app.port, 'GET', path);
    // Rendered again: both lists of sale pages, VT1 in both languages, home; VT2 and the rent list stay.
    expect(app.renderer.renders.slice(pages.length)).toEqual([
      '/nl/te-koop/',
      '/nl/te-koop/?page=2',
      '/nl/te-koop/gent/huis-VT1/',
      '/fr/a-vendre/gand/maison-VT1/',
      '/nl/',
    ]);
  });
});

describe('the page cache’s memory is bounded in bytes, and query strings the page does not read make no key (issue 18)', () => {
  const many = 1_200;

  test('1,200 tracking or unknown query strings: one stored page, rendered without the tracking parameters', async () => {
    const store = createMemoryStore();
    const app = await start({ store });
    for (let i = 0; i < many; i++) {
      const answer = await send(
        app.port,
        'GET',
        `/nl/te-koop/gent/huis-VT5/?utm_source=mail${i}&fbclid=${i}&gclid=${i}`,
      );
      expect(answer.status).toBe(200);
    }
    // One render, from the URL without the tracking parameters (what the key says).
    expect(app.renderer.renders).toEqual(['/nl/te-koop/gent/huis-VT5/']);
    expect(store.size).toBe(1);
    const bytes = store.bytes;
    // A parameter a plain page (a listing's, home, content) does not read: a 301 to its URL
    // without it (tracking parameters kept for the statistics), never rendered.
    for (let i = 0; i < many; i++) {
      const answer = await send(app.port, 'GET', `/nl/te-koop/gent/huis-VT5/?x=${i}&utm_source=s${i}`);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`/nl/te-koop/gent/huis-VT5/?utm_source=s${i}`);
    }
    expect((await send(app.port, 'GET', '/nl/?x=1&x=2')).headers.location).toBe('/nl/');
    expect(
      (await send(app.port, 'GET', '/nl/te-koop/gent/huis-VT5/?documents=requested&documents=x')).headers.location,
    ).toBe('/nl/te-koop/gent/huis-VT5/?documents=requested');
    // On any other page (one that may read what this list does not know), or a known one twice on
    // a list: rendered for that request alone, never stored.
    for (let i = 0; i < 100; i++) await send(app.port, 'GET', `/nl/nieuwsbrief/bevestigen/?token=${i}`);
    await send(app.port, 'GET', '/nl/te-koop/?page=2&page=3');
    await send(app.port, 'GET', '/nl/getuigenissen/?page=2&sort=x');
    expect(app.fallbacks).toHaveLength(102);
    expect(app.renderer.renders).toEqual(['/nl/te-koop/gent/huis-VT5/']);
    expect([store.size, store.bytes]).toEqual([1, bytes]);
    // The order of a page's own parameters makes no other key.
    await send(app.port, 'GET', '/nl/te-koop/?place=Gent&page=2');
    const reordered = await send(app.port, 'GET', '/nl/te-koop/?page=2&utm_medium=x&place=Gent');
    expect(reordered.headers['x-vitrine-cache']).toBe('HIT');
    await send(app.port, 'GET', '/nl/getuigenissen/?page=2');
    expect(app.renderer.renders.slice(1)).toEqual(['/nl/te-koop/?place=Gent&page=2', '/nl/getuigenissen/?page=2']);
    // The page a booking without JavaScript lands on says it is booked: its parameter is the page's.
    expect((await send(app.port, 'GET', '/nl/te-koop/gent/huis-VT5/?appointment=booked')).status).toBe(200);
    expect(app.renderer.renders).toContain('/nl/te-koop/gent/huis-VT5/?appointment=booked');
  });

  test('1,200 loan amounts on a listing’s cost form (decision 042): each answered by a render of its own, none stored', async () => {
    const store = createMemoryStore();
    const app = await start({ store });
    await send(app.port, 'GET', '/nl/te-koop/gent/huis-VT5/');
    const bytes = store.bytes;
    for (let i = 0; i < many; i++) {
      const answer = await send(app.port, 'GET', `/nl/te-koop/gent/huis-VT5/?own=no&buyers=2&loan=${100_000 + i}`);
      // The page reads the form: rendered from the visitor's own URL, never redirected away.
      expect(answer.status).toBe(200);
      expect(answer.headers['x-vitrine-cache']).toBeUndefined();
    }
    expect(app.fallbacks).toHaveLength(many);
    expect(app.fallbacks[0]).toBe('GET /nl/te-koop/gent/huis-VT5/?own=no&buyers=2&loan=100000');
    expect([store.size, store.bytes]).toEqual([1, bytes]);
    // The listing's own page is still the stored one.
    expect((await send(app.port, 'GET', '/nl/te-koop/gent/huis-VT5/')).headers['x-vitrine-cache']).toBe('HIT');
  });

  test('1,200 distinct pages fill at most PAGE_CACHE_MAX_BYTES (their compiled gzip counted), and a purge gives it all back', async () => {
    const maxBytes = 256 * 1024;
    const store = createMemoryStore({ maxBytes });
    const app = await start({ store });
    for (let i = 2; i < many + 2; i++) {
      const answer = await send(app.port, 'GET', `/nl/te-koop/?page=${i}`, { 'accept-encoding': 'gzip' });
      expect(answer.headers['x-vitrine-cache']).toBe('MISS');
      expect(store.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(store.bytes).toBeGreaterThan(maxBytes * 0.8);
    expect(store.size).toBeLessThan(many);
    // Each page counted with its compiled parts: more than its HTML.
    const entry = (await store.get(`127.0.0.1:${app.port}/nl/te-koop/?page=${many + 1}|vitrine_consent=;lng=`))!;
    expect(entry).toBeTruthy();
    expect(entryBytes(entry)).toBeGreaterThan(Buffer.byteLength(entry.body) * 2);
    // What the compiled page keeps alive is what is counted: one buffer of its exact size for the
    // page and its gzip (a Buffer of its own kept zlib's 16 KB chunks or a pool slab alive, uncounted).
    const { raw, gzipped } = compiledParts(entry)!;
    expect(raw.buffer).toBe(gzipped.buffer);
    expect(raw.buffer.byteLength).toBe(raw.length + gzipped.length);
    expect(store.bytes).toBeGreaterThan((store.size ?? 0) * entryBytes(entry) * 0.98);
    expect(JSON.parse((await purge(app.port, ['all'])).body).purged).toBeGreaterThan(0);
    expect([store.size, store.bytes]).toEqual([0, 0]);
    expect(app.cache.stats()).toEqual({ pages: 0, bytes: 0, compiledBytes: 0 });
  });

  test('with Redis, the pages and compiled pages a process keeps are bounded in bytes too', async () => {
    const prefix = `vitrine-test:page-cache-bytes:${randomBytes(6).toString('hex')}:`;
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/12';
    const localMaxBytes = 64 * 1024;
    const store = await createRedisStore({ url, prefix, localMaxBytes, localMs: 60_000 });
    const probe = new Redis(url);
    closers.push(async () => {
      const keys = await probe.keys(`${prefix}*`);
      if (keys.length > 0) await probe.del(...keys);
      probe.disconnect();
      await store.close();
    });
    const app = await start({ store, maxCompiledBytes: 64 * 1024 });
    for (let i = 2; i < 302; i++) {
      await send(app.port, 'GET', `/nl/te-koop/?page=${i}`);
      expect(app.cache.stats().bytes).toBeLessThanOrEqual(localMaxBytes);
      expect(app.cache.stats().compiledBytes).toBeLessThanOrEqual(64 * 1024);
    }
    expect(app.cache.stats().bytes).toBeGreaterThan(localMaxBytes * 0.8);
    await purge(app.port, ['all']);
    expect(app.cache.stats()).toMatchObject({ bytes: 0, compiledBytes: 0 });
  });
});

test('the tags of the site’s paths', () => {
  expect(tagsOfPath('/de/zu-verkaufen/gent/haus-VT12/')).toEqual(['listing:VT12']);
  expect(tagsOfPath('/en/for-rent/')).toEqual(['list:rent']);
  expect(tagsOfPath('/en/')).toEqual(['home']);
  expect(tagsOfPath('/sitemap.xml')).toEqual(['sitemap']);
  expect(tagsOfPath('/sitemaps/listings-3.xml')).toEqual(['sitemap']);
  expect(tagsOfPath('/sitemaps/pages.xml')).toEqual(['sitemap']);
  expect(tagsOfPath('/nl/team/')).toEqual(['page']);
});

test('the memory store keeps at most its bound, the least recently used out first', async () => {
  const store = createMemoryStore({ maxEntries: 2 });
  const entry = (tag: CacheTag): PageEntry => ({
    status: 200,
    headers: [],
    body: '',
    storedAt: 0,
    freshMs: 1,
    staleMs: 1,
    tags: [tag],
    scripts: [],
  });
  await store.set('a', entry('home'));
  await store.set('b', entry('home'));
  await store.get('a');
  await store.set('c', entry('map'));
  expect([await store.get('a'), await store.get('b'), await store.get('c')].map(Boolean)).toEqual([true, false, true]);
  expect(await store.purge(['home'])).toBe(1);
});

describe('the shared reads are purged by the page cache’s purges (issue 20, item 3)', () => {
  test('a purge from Strapi makes the next page read the property types again, not a minute later', async () => {
    const app = await start();
    let version = 0;
    const read = async () => ++version;
    const client = {};
    expect(await sharedRead(client, 'property-types|nl', read)).toBe(1);
    expect(await sharedRead(client, 'property-types|nl', read)).toBe(1);
    // A purge without the secret is refused and forgets nothing.
    expect((await purge(app.port, ['all'], 'wrong')).status).toBe(403);
    expect(await sharedRead(client, 'property-types|nl', read)).toBe(1);
    expect((await purge(app.port, ['list:sale'])).status).toBe(200);
    expect(await sharedRead(client, 'property-types|nl', read)).toBe(2);
  });
});

describe('page cache on Redis (REDIS_URL): two web instances share the pages and the purges', () => {
  test('one renders, the other serves it; a purge on one is seen by both', async () => {
    const prefix = `vitrine-test:page-cache:${randomBytes(6).toString('hex')}:`;
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
    const stores = [await createRedisStore({ url, prefix }), await createRedisStore({ url, prefix })];
    const probe = new Redis(url);
    closers.push(async () => {
      const keys = await probe.keys(`${prefix}*`);
      if (keys.length > 0) await probe.del(...keys);
      probe.disconnect();
      for (const store of stores) await store.close();
    });
    const [one, two] = [await start({ store: stores[0] }), await start({ store: stores[1] })];
    const headers = { host: 'site.example', cookie: 'vitrine_consent=necessary' };

    expect((await send(one.port, 'GET', '/nl/te-koop/gent/huis-VT1/', headers)).headers['x-vitrine-cache']).toBe(
      'MISS',
    );
    const fromTwo = await send(two.port, 'GET', '/nl/te-koop/gent/huis-VT1/', headers);
    expect(fromTwo.headers['x-vitrine-cache']).toBe('HIT');
    expect(fromTwo.body).toContain('consent=necessary');
    expectScriptsByHash(fromTwo);
    expect(two.renderer.renders).toEqual([]);
    expect(
      await probe.exists(`${prefix}page:site.example/nl/te-koop/gent/huis-VT1/|vitrine_consent=necessary;lng=`),
    ).toBe(1);

    expect(JSON.parse((await purge(two.port, ['listing:VT1'])).body).purged).toBe(1);
    // Instance one answers from its own memory for at most a second, then reads Redis again.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await send(one.port, 'GET', '/nl/te-koop/gent/huis-VT1/', headers)).headers['x-vitrine-cache']).toBe(
      'MISS',
    );
    expect(one.renderer.renders).toHaveLength(2);
  });

  test('a purge sent to one instance reaches every instance: its local copies and its shared reads', async () => {
    const prefix = `vitrine-test:page-cache-channel:${randomBytes(6).toString('hex')}:`;
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
    // Local copies kept a minute: only the purge channel can drop instance one's copy now.
    const stores = [
      await createRedisStore({ url, prefix, localMs: 60_000 }),
      await createRedisStore({ url, prefix, localMs: 60_000 }),
    ];
    const probe = new Redis(url);
    closers.push(async () => {
      const keys = await probe.keys(`${prefix}*`);
      if (keys.length > 0) await probe.del(...keys);
      probe.disconnect();
      for (const store of stores) await store.close();
    });
    const heard: string[] = [];
    onPurge((tags) => heard.push(tags.join(' ')));
    const [one, two] = [await start({ store: stores[0] }), await start({ store: stores[1] })];
    const path = '/nl/te-koop/gent/huis-VT2/';
    expect((await send(one.port, 'GET', path)).headers['x-vitrine-cache']).toBe('MISS');
    expect((await send(one.port, 'GET', path)).headers['x-vitrine-cache']).toBe('HIT');

    expect((await purge(two.port, ['listing:VT2'])).status).toBe(200);
    // Each instance's subscriber hears it (both live in this test's process): two notes of the tag.
    await vi.waitFor(() => expect(heard.filter((tags) => tags === 'listing:VT2')).toHaveLength(2));
    expect((await send(one.port, 'GET', path)).headers['x-vitrine-cache']).toBe('MISS');
  });
});
