import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from '../../bench/chromium.mjs';
import { startStack } from '../../bench/stack.mjs';
import { startMailCatcher } from '../../cms/tests/mail-catcher';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    strapiUrl: string;
    /** The tracking pixel the agent configured in the site settings. */
    pixelUrl: string;
    preview: { PREVIEW_SECRET: string; STRAPI_PREVIEW_TOKEN: string };
    /** The folder where the test SMTP server writes each mail it receives (see e2e/mail.ts). */
    mailDir: string;
    smtpPort: number;
    /**
     * The demo admin's panel session, made once for the suite: Strapi allows an address a handful
     * of admin logins a minute, and more files than that act as an agent.
     */
    adminJwt: string;
  }
}

export default async function setup(project: TestProject) {
  // Before the builds and Strapi's minute of seeding: a machine without a browser gets one (Debian's
  // package, else the npm registry's), or one line says why none could be had.
  ensureChromium();
  const started = Date.now();
  const log = (line: string) => console.log(`[e2e] ${line} (${Math.round((Date.now() - started) / 1000)} s)`);
  // Strapi answers /favicon.ico, on an origin the site's CSP allows for images: a pixel that loads.
  let pixelUrl = '';
  // A real SMTP server on loopback (the cms tests' one): Strapi's outbox sends every mail there.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-mail-'));
  const mail = await startMailCatcher(mailDir);
  // Search alerts (cms/src/alerts): matched every second, "at once" mails bundled 2 s (Strapi inherits these).
  Object.assign(process.env, { ALERT_INTERVAL_SECONDS: '1', ALERT_BUNDLE_SECONDS: '2', ALERT_DIGEST_SECONDS: '10' });
  const stack = await startStack({
    log,
    mail: { port: mail.port, outboxIntervalSeconds: 1, retryBaseMs: 1000 },
    siteSettings: (strapiUrl: string) => ({ trackingPixelUrl: (pixelUrl = `${strapiUrl}/favicon.ico?pixel=e2e`) }),
  }).catch(async (error: unknown) => {
    await mail.stop();
    throw error;
  });
  log(`site on ${stack.webUrl}, Strapi on ${stack.strapiUrl}`);
  project.provide('webUrl', stack.webUrl);
  project.provide('strapiUrl', stack.strapiUrl);
  const login = await fetch(`${stack.strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@vitrine.localhost', password: 'Vitrine-Admin-2026' }),
  });
  if (login.status !== 200) throw new Error(`The admin login for the tests answered ${login.status}`);
  project.provide('adminJwt', ((await login.json()) as { data: { token: string } }).data.token);
  project.provide('pixelUrl', pixelUrl);
  project.provide('preview', stack.preview);
  project.provide('mailDir', mailDir);
  project.provide('smtpPort', mail.port);
  return async () => {
    await stack.stop();
    await mail.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
