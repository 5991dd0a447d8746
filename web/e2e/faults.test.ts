import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { inject } from 'vitest';

/**
 * Strapi down and hung, against real processes (issue 13): a web server of its own (the built
 * server.ts) talks to the real Strapi of the suite through a TCP switch on loopback that either
 * forwards (up), accepts and never answers (hung: Strapi's port open, its process stuck) or is not
 * listening (down: connection refused). Pages answer 503 with Retry-After and the translated
 * "temporarily unavailable" page within the web's timeout, /_health says Strapi is down, and the
 * site recovers by itself when Strapi answers again.
 */
type Mode = 'up' | 'hung' | 'down';
let mode: Mode = 'up';
const sockets = new Set<Socket>();
const strapi = new URL(inject('strapiUrl'));
let switchServer: Server;
let switchPort = 0;
let web: ChildProcess;
let webUrl = '';

function openSwitch(port = 0): Promise<number> {
  switchServer = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'hung') return;
    const upstream = connect(Number(strapi.port), strapi.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) =>
    switchServer.listen(port, '127.0.0.1', () => resolve((switchServer.address() as AddressInfo).port)),
  );
}

async function setMode(next: Mode) {
  // Connections made before keep what they had: every mode change starts from no connection.
  for (const socket of sockets) socket.destroy();
  if (next === 'down' && mode !== 'down') await new Promise((resolve) => switchServer.close(resolve));
  if (next !== 'down' && mode === 'down') await openSwitch(switchPort);
  mode = next;
}

function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

beforeAll(async () => {
  switchPort = await openSwitch();
  const port = await freePort();
  webUrl = `http://127.0.0.1:${port}`;
  web = spawn(process.execPath, ['server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      STRAPI_URL: `http://127.0.0.1:${switchPort}`,
      PUBLIC_SITE_URL: webUrl,
      DEFAULT_LANGUAGE: 'nl',
      // Every page rendered (a cached page would hide the fault); the default timeout (4 s).
      PAGE_CACHE: 'off',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  web.stdout?.resume();
  web.stderr?.resume();
  // Started when its health check answers (within a minute).
  for (let tries = 0; ; tries += 1) {
    const status = (await fetch(`${webUrl}/_health`).catch(() => null))?.status;
    if (status === 200) break;
    if (tries > 600) throw new Error('the web server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(async () => {
  web?.kill();
  for (const socket of sockets) socket.destroy();
  switchServer?.close();
});

/** A page, given at most 10 s (the bound) to answer. */
async function page(pathname: string) {
  const response = await fetch(`${webUrl}${pathname}`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.text() };
}

test.each<[Mode, string]>([
  ['hung', 'Strapi accepts connections and never answers'],
  ['down', 'Strapi is stopped (connection refused)'],
])(
  '%s (%s): 503, the translated page, Retry-After; then back by itself',
  async (fault) => {
    expect((await page('/nl/')).status).toBe(200);

    await setMode(fault);
    for (const [pathname, text] of [
      ['/nl/', 'Site tijdelijk onbeschikbaar'],
      ['/fr/', 'Site temporairement indisponible'],
      ['/de/', 'Website vorübergehend nicht erreichbar'],
      ['/en/for-sale/', 'Site temporarily unavailable'],
    ] as const) {
      const answer = await page(pathname);
      expect(answer.status, pathname).toBe(503);
      expect(answer.retryAfter, pathname).toMatch(/^\d+$/);
      expect(answer.body, pathname).toContain(text);
      expect(answer.body).not.toMatch(/ECONNREFUSED|AbortError|at .+\.js:\d+/);
    }
    // The cookie preferences page and saving a choice need nothing from Strapi: served, within the timeout.
    const consent = await page('/consent/?back=/nl/');
    expect(consent.status, '/consent/').toBe(200);
    expect(consent.body).toContain('name="choice"');
    const saved = await fetch(`${webUrl}/consent/`, {
      method: 'POST',
      body: new URLSearchParams({ choice: 'necessary', language: 'nl', redirectTo: '/nl/' }),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/nl/');
    // robots.txt (decided, issue 13): the default rules and this site's sitemap, at once, rather
    // than a 503 crawlers would read as "disallow everything" for as long as it lasts.
    const robots = await page('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    // The owner pages of every language are kept out whatever the settings say (issue 19).
    for (const path of ['/nl/login/', '/fr/login/', '/en/owner/', '/de/eigentuemer/'])
      expect(robots.body).toContain(`\nDisallow: ${path}\n`);
    expect(robots.body.endsWith(`\n\nSitemap: ${webUrl}/sitemap.xml\n`)).toBe(true);

    const health = await fetch(`${webUrl}/_health`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ web: 'up', strapi: 'down' });

    await setMode('up');
    await expect.poll(async () => (await page('/nl/')).status, { timeout: 20_000 }).toBe(200);
    expect((await fetch(`${webUrl}/_health`)).status).toBe(200);
  },
  120_000,
);
