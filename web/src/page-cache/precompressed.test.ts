// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseEnv } from '~/env.server';
import { createApp } from '../../server-app.ts';

/** A raw request (fetch would decode the body and hide the encoding). */
function get(port: number, urlPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
let dir = '';
let server: Server;
let port = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitrine-precompressed-'));
  mkdirSync(path.join(dir, 'assets'));
  const file = path.join(dir, 'assets', 'entry-abc123.js');
  writeFileSync(file, script);
  // Marked so the test sees which file was sent (the build writes the same content compressed).
  writeFileSync(`${file}.br`, brotliCompressSync(`${script}// br file`));
  writeFileSync(`${file}.gz`, gzipSync(`${script}// gz file`));
  writeFileSync(path.join(dir, 'plain.txt'), 'only plain');
  // As server.ts mounts it: compression first, for what was not compressed at build time.
  const app = createApp({
    handler: (_req: unknown, res: { send(body: string): void }) => res.send('page'),
    env: parseEnv({ STRAPI_URL: 'http://127.0.0.1:9' }),
    clientDir: dir,
    before: [compression()],
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('built assets compressed at build time', () => {
  test('brotli file when the browser accepts br, with the long cache and Vary', async () => {
    const answer = await get(port, '/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.body.toString('latin1')).not.toContain('xxxx');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(answer.body).toString()).toBe(`${script}// br file`);
  });

  test('gzip file when only gzip is accepted', async () => {
    const answer = await get(port, '/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(answer.body).toString()).toBe(`${script}// gz file`);
  });

  test('the file itself without Accept-Encoding', async () => {
    const answer = await get(port, '/assets/entry-abc123.js', { 'accept-encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  test('a file without compressed versions is served as it is; security headers stay', async () => {
    const answer = await get(port, '/plain.txt', { 'accept-encoding': 'br' });
    expect(answer.body.toString()).toBe('only plain');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});
