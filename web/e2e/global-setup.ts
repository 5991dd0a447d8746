import type { TestProject } from 'vitest/node';
import { findChromium } from '../../bench/chromium.mjs';
import { startStack } from '../../bench/stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    strapiUrl: string;
    /** The tracking pixel the agent configured in the site settings. */
    pixelUrl: string;
    preview: { PREVIEW_SECRET: string; STRAPI_PREVIEW_TOKEN: string };
  }
}

export default async function setup(project: TestProject) {
  // Before the builds and Strapi's minute of seeding: without a browser, one line says what to install.
  findChromium();
  const started = Date.now();
  const log = (line: string) => console.log(`[e2e] ${line} (${Math.round((Date.now() - started) / 1000)} s)`);
  // Strapi answers /favicon.ico, on an origin the site's CSP allows for images: a pixel that loads.
  let pixelUrl = '';
  const stack = await startStack({
    log,
    siteSettings: (strapiUrl: string) => ({ trackingPixelUrl: (pixelUrl = `${strapiUrl}/favicon.ico?pixel=e2e`) }),
  });
  log(`site on ${stack.webUrl}, Strapi on ${stack.strapiUrl}`);
  project.provide('webUrl', stack.webUrl);
  project.provide('strapiUrl', stack.strapiUrl);
  project.provide('pixelUrl', pixelUrl);
  project.provide('preview', stack.preview);
  return () => stack.stop();
}
