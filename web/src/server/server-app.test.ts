// @vitest-environment node
import parseContentSecurityPolicy from 'content-security-policy-parser';
import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { sitePath } from '@vitrine/domain';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { strapiServer } from '~/test/setup';
import { parseEnv } from '~/env.server';
import { createApp, cspNonceHeader } from '../../server-app.ts';
import { previewSignature } from './preview-check.ts';

const previewSecret = 'preview-secret-for-the-server-app-tests';
/** A draft preview as the preview route signs it (decision 004), valid for an hour or expired. */
const signedPreview = (expires: number) => `${expires}.${previewSignature(previewSecret, expires)}`;

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** A raw HTTP request: the path goes on the wire exactly as written (fetch would normalise it). */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Listens on a free loopback port. */
function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Stands in for React Router: echoes the nonce it was given, as the render does. */
const handler = (req: { headers: IncomingHttpHeaders; method: string }, res: { send(body: string): void }) => {
  res.send(`<!doctype html><script nonce="${String(req.headers[cspNonceHeader])}">1</script>${req.method}`);
};

const servers: { close(): void }[] = [];
async function start(env: Record<string, string> = {}) {
  const server = createServer(
    createApp({ handler, env: parseEnv({ STRAPI_URL: 'http://127.0.0.1:9', ...env }), clientDir: '/nonexistent' }),
  );
  servers.push(server);
  return listen(server);
}
afterAll(() => servers.forEach((server) => server.close()));

let port = 0;
beforeAll(async () => {
  port = await start({
    STRAPI_MEDIA_URL: 'http://media.example:1337',
    PREVIEW_SECRET: previewSecret,
    STRAPI_PREVIEW_TOKEN: 'preview-token',
  });
});

const directives = (csp: string | undefined) => Object.fromEntries(parseContentSecurityPolicy(csp ?? ''));

describe('headers', () => {
  test('a per-request nonce in script-src, the same the render gets; no unsafe-inline script', async () => {
    const [first, second] = [await send(port, 'GET', '/nl/'), await send(port, 'GET', '/nl/')];
    const policy = directives(first.headers['content-security-policy'] as string);
    const nonce = first.body.match(/nonce="([^"]+)"/)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy['script-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(JSON.stringify(policy['script-src'])).not.toContain('unsafe');
    expect(second.body.match(/nonce="([^"]+)"/)?.[1]).not.toBe(nonce);
  });

  test('a nonce a client sends is replaced', async () => {
    const answer = await send(port, 'GET', '/nl/', { [cspNonceHeader]: 'AAAAAAAAAAAAAAAAAAAAAA==' });
    expect(answer.body).not.toContain('AAAAAAAAAAAAAAAAAAAAAA==');
  });

  test.each([
    ['a page', '/nl/', "'none'", 'DENY'],
    ['the map frame', '/nl/map-frame/', "'self'", 'SAMEORIGIN'],
    [
      'Strapi’s preview link',
      `/nl/preview/?secret=${previewSecret}&uid=x`,
      "'self' http://media.example:1337",
      'SAMEORIGIN',
    ],
    [
      'a draft page with its signed preview',
      `/nl/?preview=${signedPreview(Date.now() + 3_600_000)}`,
      "'self' http://media.example:1337",
      'SAMEORIGIN',
    ],
    // Issue 18: `?preview=<anything>` let Strapi's origin frame any page.
    ['a page with ?preview=1', '/nl/?preview=1', "'none'", 'DENY'],
    ['a page with an expired preview', `/nl/?preview=${signedPreview(Date.now() - 1)}`, "'none'", 'DENY'],
    [
      'a page with a preview signed with another secret',
      `/nl/?preview=${Date.now() + 3_600_000}.${previewSignature('another-secret', Date.now() + 3_600_000)}`,
      "'none'",
      'DENY',
    ],
    ['the preview route without the secret', '/nl/preview/', "'none'", 'DENY'],
    ['the preview route with a wrong secret', '/nl/preview/?secret=guess', "'none'", 'DENY'],
  ])('%s: frame-ancestors %s, X-Frame-Options %s, the same other headers', async (_, path, ancestors, frameOptions) => {
    const answer = await send(port, 'GET', path);
    expect(directives(answer.headers['content-security-policy'] as string)['frame-ancestors']?.join(' ')).toBe(
      ancestors,
    );
    expect(answer.headers['x-frame-options']).toBe(frameOptions);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['x-powered-by']).toBeUndefined();
  });

  test.each([
    ['no S3: Strapi serves the uploads', {}, []],
    [
      'docker-compose MinIO over http, its public URL',
      { S3_BUCKET: 'vitrine', S3_PUBLIC_URL: 'http://localhost:9000/vitrine' },
      ['http://localhost:9000'],
    ],
    [
      'an endpoint, path-style',
      { S3_BUCKET: 'vitrine', S3_ENDPOINT: 'http://minio.internal:9000' },
      ['http://minio.internal:9000'],
    ],
    [
      'an endpoint, the bucket as subdomain',
      { S3_BUCKET: 'vitrine', S3_ENDPOINT: 'https://s3.example.net', S3_FORCE_PATH_STYLE: 'false' },
      ['https://vitrine.s3.example.net'],
    ],
    ['AWS', { S3_BUCKET: 'vitrine', S3_REGION: 'eu-west-3' }, ['https://vitrine.s3.eu-west-3.amazonaws.com']],
  ])('img-src with uploads on S3 (%s): that origin by name, never *', async (_, env, expected) => {
    const answer = await send(await start({ STRAPI_MEDIA_URL: 'http://media.example:1337', ...env }), 'GET', '/nl/');
    const images = directives(answer.headers['content-security-policy'] as string)['img-src'];
    expect(images).toEqual([
      "'self'",
      'data:',
      'https:',
      'http://media.example:1337',
      'https://tile.openstreetmap.org',
      ...expected,
    ]);
    expect(images).not.toContain('*');
    expect(images).not.toContain('http:');
  });

  test('HSTS over HTTPS only: the site address, or a trusted proxy that says so', async () => {
    expect((await send(port, 'GET', '/nl/')).headers['strict-transport-security']).toBeUndefined();
    const httpsSite = await start({ PUBLIC_SITE_URL: 'https://www.vitrine.example' });
    expect((await send(httpsSite, 'GET', '/nl/')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const behindProxy = await start({ TRUSTED_PROXY: 'loopback' });
    const proxied = await send(behindProxy, 'GET', '/nl/', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers['strict-transport-security']).toContain('max-age=31536000');
    // An untrusted client cannot turn it on (nor matters), the proxy's word only counts when trusted.
    expect(
      (await send(port, 'GET', '/nl/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
    ).toBeUndefined();
  });
});

describe('methods, types and sizes', () => {
  test.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'])('%s: 405 with Allow', async (method) => {
    const answer = await send(port, method, '/nl/contact/');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
  });

  test.each([
    ['application/json', '{"name":"x"}', 415],
    ['text/plain', 'name=x', 415],
    ['application/xml', '<a/>', 415],
    ['application/x-www-form-urlencoded', 'name=x', 200],
    ['multipart/form-data; boundary=x', '--x--', 200],
    // A media type is case-insensitive and its parameters are not part of it.
    ['Application/X-WWW-Form-Urlencoded; charset=UTF-8', 'name=x', 200],
  ])('POST %s: %s', async (type, body, status) => {
    const answer = await send(
      port,
      'POST',
      '/nl/contact/',
      { 'content-type': type, 'content-length': String(body.length) },
      body,
    );
    expect(answer.status).toBe(status);
  });

  test('another site’s POST (CSRF) is a 403 with one line in the log, no stack trace (issue 18); this site’s passes', async () => {
    const body = 'choice=all';
    const post = (headers: Record<string, string>, to = port) =>
      send(
        to,
        'POST',
        '/nl/consent/',
        { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length), ...headers },
        body,
      );
    const lines: string[] = [];
    const spies = (['log', 'warn', 'error'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((arg) => (arg instanceof Error ? String(arg.stack) : String(arg))).join(' '));
      }),
    );
    try {
      for (const origin of [
        'https://evil.example',
        'null',
        'not a url',
        `http://127.0.0.1:${port + 1}`,
        `https://127.0.0.1:${port}`,
      ]) {
        lines.length = 0;
        const answer = await post({ origin });
        expect(answer.status, origin).toBe(403);
        expect(answer.body).toBe('Forbidden');
        expect(lines, origin).toHaveLength(1);
        expect(lines[0]).toMatch(/^\[forms\] cross-origin POST refused: \/nl\/consent\/ from /);
        expect(lines[0]).not.toMatch(/\n|\bat /);
      }
      lines.length = 0;
      // This site's own form (with or without Origin), also behind a trusted proxy (which passes the Host).
      expect((await post({ origin: `http://127.0.0.1:${port}` })).status).toBe(200);
      expect((await post({})).status).toBe(200);
      const behindProxy = await start({ TRUSTED_PROXY: 'loopback' });
      const proxied = await post(
        { origin: 'https://www.vitrine.example', host: 'www.vitrine.example', 'x-forwarded-proto': 'https' },
        behindProxy,
      );
      expect(proxied.status).toBe(200);
      expect(lines).toEqual([]);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });

  test('a 30 MB form is refused from its length, before it is read', async () => {
    const answer = await send(
      port,
      'POST',
      '/nl/consent/',
      {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(30 * 1024 * 1024),
      },
      'choice=all',
    );
    expect(answer.status).toBe(413);
  });

  test('a form without a length (chunked) is refused', async () => {
    // Written on a raw socket: the request exactly as a client may send it.
    const own = await start();
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(own, '127.0.0.1', () =>
        socket.write(
          'POST /nl/consent/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
            'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\na\r\nchoice=all\r\n0\r\n\r\n',
        ),
      );
      let text = '';
      socket.on('data', (chunk) => (text += String(chunk)));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 411 Length Required');
  });

  test('a malformed path is a client error, never a 500', async () => {
    const answer = await send(await start(), 'GET', '/nl/%E0%A4%A/');
    expect(answer.status).toBeLessThan(500);
  });
});

describe('every redirect stays on the site', () => {
  test.each([
    '//evil.example/x',
    '//evil.example/x/',
    '///evil.example/',
    '////evil.example',
    '/\\evil.example/',
    '/\\/evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/%0d%0aLocation:%20http://evil.example',
    '/nl//evil.example',
    '/nl/te-koop?back=//evil.example',
    '/javascript:alert(1)',
    '/http://evil.example',
    '/https:/evil.example',
    '/.//evil.example',
    '/nl/te-koop',
  ])('%s', async (path) => {
    const answer = await send(port, 'GET', path);
    const location = answer.headers.location;
    if (location === undefined) return expect(answer.status).not.toBe(500);
    expect(answer.status).toBe(301);
    expect(sitePath(location, 'refused')).toBe(location);
    expect(new URL(location, 'http://site.invalid').origin).toBe('http://site.invalid');
  });

  test('a path without its trailing slash is sent to it, query kept', async () => {
    const answer = await send(port, 'GET', '/nl/te-koop?page=2');
    expect(answer.headers.location).toBe('/nl/te-koop/?page=2');
  });

  test('repeated slashes collapse into one path of this site', async () => {
    expect((await send(port, 'GET', '//evil.example/x')).headers.location).toBe('/evil.example/x/');
  });
});

describe('/_health', () => {
  const sockets: Socket[] = [];
  // The stand-in Strapis below are real servers on loopback: msw lets those requests through.
  beforeEach(() => strapiServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\/_health$/, () => passthrough())));
  afterAll(() => sockets.forEach((socket) => socket.destroy()));

  test('Strapi answers: 200', async () => {
    const strapi = createServer((_req, res) => res.writeHead(204).end());
    servers.push(strapi);
    const web = await start({ STRAPI_URL: `http://127.0.0.1:${await listen(strapi)}` });
    const answer = await send(web, 'GET', '/_health');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ web: 'up', strapi: 'up' });
  });

  test('Strapi refuses connections: 503', async () => {
    const answer = await send(port, 'GET', '/_health');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ web: 'up', strapi: 'down' });
  });

  test('Strapi accepts and never answers: 503 after the health timeout', async () => {
    const hung = createTcpServer((socket) => sockets.push(socket));
    servers.push(hung);
    const web = await start({ STRAPI_URL: `http://127.0.0.1:${await listen(hung)}` });
    const answer = await send(web, 'GET', '/_health');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ strapi: 'down' });
  });
});
