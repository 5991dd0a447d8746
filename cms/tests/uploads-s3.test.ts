import parseContentSecurityPolicy from 'content-security-policy-parser';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

// Issue 14: with S3_* set, Strapi 5.54 stores uploads on S3-compatible storage through
// @strapi/provider-upload-aws-s3 5.52.3. Beside the suite's Strapi (which keeps local uploads), this
// file starts a Strapi of its own (`strapi start` on the compiled app, an empty temporary SQLite
// file) against s3rver, an S3-compatible server on loopback; the first admin uploads a file through
// the media library's route, reads it back from the bucket and deletes it.

const cmsDir = path.resolve(import.meta.dirname, '..');
const bucket = 'vitrine-uploads';
let s3: S3rver;
let s3Url = '';
let workDir = '';
let strapi: ChildProcess | undefined;
let strapiUrl = '';
const output: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'vitrine-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(workDir, 's3'),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  s3Url = `http://127.0.0.1:${port}`;

  const secret = () => randomBytes(16).toString('base64');
  const strapiPort = await freePort();
  strapiUrl = `http://127.0.0.1:${strapiPort}`;
  strapi = spawn(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', 'start'], {
    cwd: cmsDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(strapiPort),
      APP_KEYS: `${secret()},${secret()}`,
      API_TOKEN_SALT: secret(),
      ADMIN_JWT_SECRET: secret(),
      JWT_SECRET: secret(),
      TRANSFER_TOKEN_SALT: secret(),
      ENCRYPTION_KEY: secret(),
      STRAPI_TELEMETRY_DISABLED: 'true',
      DATABASE_URL: '',
      DATABASE_FILENAME: path.join(workDir, 'data.db'),
      PUBLIC_DIR: path.join(workDir, 'public'),
      SEED_DEMO: 'false',
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3Url,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_ROOT_PATH: 'media',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [strapi.stdout, strapi.stderr]) {
    stream?.on('data', (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean)));
  }
  const started = Date.now();
  for (;;) {
    if (strapi.exitCode !== null) throw new Error(`Strapi exited (${strapi.exitCode}):\n${output.join('\n')}`);
    if (Date.now() - started > 180_000) throw new Error(`Strapi did not start:\n${output.join('\n')}`);
    try {
      if ((await fetch(`${strapiUrl}/_health`)).status < 500) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

afterAll(async () => {
  if (strapi && strapi.exitCode === null) {
    const exited = new Promise((resolve) => strapi?.once('exit', resolve));
    strapi.kill('SIGTERM');
    await exited;
  }
  await s3?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('uploads on S3-compatible storage', () => {
  test("the admin's policy allows the bucket's origin for images and media by name (an http one too), never *", async () => {
    // strapi::security sets one policy for every answer, the admin's pages included (this Strapi
    // runs without the admin's build: /admin is a bare 404 here).
    const policy = (await fetch(`${strapiUrl}/_health`)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => parseContentSecurityPolicy(policy).get(name) ?? [];
    expect(directive('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io', s3Url]);
    expect(directive('media-src')).toEqual(["'self'", 'data:', 'blob:', s3Url]);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policy).not.toMatch(/\*(?!\.)/);
  });

  test('a file uploaded in the media library is stored in the bucket, served from its address, and deleted with it', async () => {
    // The first admin of an empty Strapi.
    const registered = await fetch(`${strapiUrl}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstname: 'Agent',
        lastname: 'Test',
        email: 'agent@vitrine.localhost',
        password: `Upload-${randomBytes(6).toString('hex')}-A1`,
      }),
    });
    expect(registered.status, await registered.clone().text()).toBe(200);
    const jwt = ((await registered.json()) as { data: { token: string } }).data.token;

    const content = `%PDF-1.4\n% Vitrine test ${randomBytes(8).toString('hex')}\n%%EOF\n`;
    const form = new FormData();
    form.append('files', new Blob([content], { type: 'application/pdf' }), 'floor-plan.pdf');
    const uploaded = await fetch(`${strapiUrl}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}` },
      body: form,
    });
    const uploadText = await uploaded.text();
    expect(uploaded.status, uploadText).toBe(201);
    const [file] = JSON.parse(uploadText) as { id: number; url: string; provider: string }[];

    expect(file?.provider).toBe('aws-s3');
    expect(file?.url.startsWith(`${s3Url}/${bucket}/media/`), file?.url).toBe(true);
    // On the object storage, readable at the address Strapi stored.
    const read = await fetch(file!.url);
    expect(read.status).toBe(200);
    expect(await read.text()).toBe(content);

    const deleted = await fetch(`${strapiUrl}/upload/files/${file!.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(deleted.status).toBe(200);
    expect((await fetch(file!.url)).status).toBe(404);
  });
});
