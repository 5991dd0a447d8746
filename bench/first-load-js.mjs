// First-load JavaScript of the public pages, in KB gzip: every script a page's HTML makes the
// browser fetch before it is interactive (the inline module script's imports, modulepreload links,
// module script tags — the route manifest included). Dynamic imports (map, lightbox) are not
// counted: they load on demand. gzip at level 6, as the site's `compression` middleware sends it.
//
//   node bench/first-load-js.mjs [baseUrl]
//     with a running web (default http://127.0.0.1:3000): reads the server-rendered HTML of each page;
//     without one: reads web/build/client's route manifest (route ids below) — no server needed.
//   node bench/first-load-js.mjs --budget [baseUrl]
//     the same, and exits 1 when a page loads more than `budgetKb` (issue 4: 120 KB), naming it.
//   import { firstLoadJs } from './first-load-js.mjs'  → [{ page, path, files, kb }]
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const clientDir = path.join(import.meta.dirname, '..', 'web', 'build', 'client');

/** KB gzip of JavaScript a public page may load before it is interactive (issue 4). */
export const budgetKb = 120;

/**
 * The public pages measured (issue 8 caps each at 120 KB): a path for the HTML reading (or
 * `firstCardOf`, a list whose first card leads to the page), a route id for the manifest reading.
 */
export const defaultPages = [
  { page: 'home', path: '/nl/', routeId: 'nl/home' },
  { page: 'list', path: '/nl/te-koop/', routeId: 'nl/for-sale' },
  { page: 'detail', firstCardOf: '/nl/te-koop/', routeId: 'nl/for-sale/property' },
  { page: 'projects', path: '/nl/nieuwbouw/', routeId: 'nl/projects' },
  { page: 'project', firstCardOf: '/nl/nieuwbouw/', routeId: 'nl/projects/project' },
  { page: 'content', path: '/nl/privacy/', routeId: 'nl/privacy' },
  { page: 'article', path: '/nl/diensten/onderzoek-investering/', routeId: 'nl/services/article' },
];

/** The first result card's link in a list page's HTML. */
export function firstCardPathOfHtml(html) {
  for (const match of html.matchAll(/<a\b[^>]*>/g)) {
    if (!/\bclass="[^"]*\blisting-card__link\b/.test(match[0])) continue;
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) return href.replace(/&amp;/g, '&');
  }
  return null;
}

async function htmlOf(pagePath, baseUrl) {
  const response = await fetch(new URL(pagePath, baseUrl), { redirect: 'follow' });
  if (!response.ok) throw new Error(`${pagePath}: HTTP ${response.status}`);
  return response.text();
}

/** The path of one of `defaultPages` on a running site: its own, or its list's first card's. */
export async function pathOfPage({ page, path: knownPath, firstCardOf }, baseUrl) {
  if (knownPath) return knownPath;
  const found = firstCardPathOfHtml(await htmlOf(firstCardOf, baseUrl));
  if (!found) throw new Error(`${page}: no result card on ${firstCardOf}`);
  return found;
}

/** Script URLs (site-relative) the HTML of a page loads up front. */
export function scriptsOfHtml(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src && /\btype="module"/.test(attributes)) urls.add(src);
    if (/\btype="module"/.test(attributes)) {
      // Static imports only: `import "x"`, `import * as a from "x"`, not `import("x")`.
      for (const specifier of body.matchAll(/\bimport\s+(?:[^'"()]*?\s+from\s+)?["']([^"']+)["']/g)) {
        urls.add(specifier[1]);
      }
    }
  }
  return [...urls].filter((url) => url.endsWith('.js'));
}

async function manifestOf(dir) {
  const file = (await readdir(path.join(dir, 'assets'))).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No route manifest in ${dir}/assets: build the web first (npm run build:web).`);
  const source = await readFile(path.join(dir, 'assets', file), 'utf8');
  return { manifest: JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) };
}

/**
 * Script URLs of a route from the build's manifest: the entry, the route and its parents. The
 * manifest file itself is left out: with lazy route discovery (React Router's default) the HTML
 * inlines the page's part of it and never loads the file.
 */
export async function scriptsOfRoute(routeId, dir = clientDir) {
  const { manifest } = await manifestOf(dir);
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`Unknown route id ${id}`);
    chain.unshift(manifest.routes[id]);
  }
  for (const route of chain) for (const module of [route.module, ...(route.imports ?? [])]) urls.add(module);
  return [...urls];
}

async function gzipBytes(url, { baseUrl, dir }) {
  const pathname = new URL(url, 'http://site').pathname;
  let body;
  try {
    body = await readFile(path.join(dir, pathname));
  } catch {
    if (!baseUrl) throw new Error(`${pathname} is not in ${dir}`);
    const response = await fetch(new URL(url, baseUrl));
    body = Buffer.from(await response.arrayBuffer());
  }
  return { raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
}

/**
 * First-load JS per page. With `baseUrl`, from the served HTML; without, from the build manifest.
 * Returns rows `{ page, path, routeId, files: [{ url, raw, gzip }], kb }` (kb = gzip total / 1024).
 *
 * @param {{ baseUrl?: string | null, pages?: typeof defaultPages, dir?: string }} [options]
 */
export async function firstLoadJs({ baseUrl = null, pages = defaultPages, dir = clientDir } = {}) {
  const rows = [];
  for (const entry of pages) {
    const { page, routeId } = entry;
    let urls;
    let pagePath = entry.path ?? null;
    if (baseUrl) {
      pagePath = await pathOfPage(entry, baseUrl);
      urls = scriptsOfHtml(await htmlOf(pagePath, baseUrl));
    } else {
      urls = await scriptsOfRoute(routeId, dir);
    }
    const files = [];
    for (const url of urls) files.push({ url, ...(await gzipBytes(url, { baseUrl, dir })) });
    files.sort((a, b) => b.gzip - a.gzip);
    const kb = files.reduce((sum, file) => sum + file.gzip, 0) / 1024;
    rows.push({ page, path: pagePath, routeId, files, kb });
  }
  return rows;
}

async function reachable(baseUrl) {
  try {
    await fetch(baseUrl, { signal: AbortSignal.timeout(1500), redirect: 'manual' });
    return true;
  } catch {
    return false;
  }
}

if (import.meta.filename === process.argv[1]) {
  const checkBudget = process.argv.includes('--budget');
  const requested =
    process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? process.env.WEB_URL ?? 'http://127.0.0.1:3000';
  const baseUrl = (await reachable(requested)) ? requested : null;
  console.log(
    baseUrl
      ? `First-load JS (gzip) from the HTML served by ${baseUrl}`
      : `First-load JS (gzip) from the build manifest (${requested} not reachable)`,
  );
  const rows = await firstLoadJs({ baseUrl });
  for (const row of rows) {
    console.log(`${row.page.padEnd(8)} ${row.kb.toFixed(1).padStart(6)} KB  ${row.path ?? row.routeId}`);
    if (process.env.VERBOSE)
      for (const file of row.files)
        console.log(`          ${(file.gzip / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
  }
  const over = rows.filter((row) => row.kb > budgetKb);
  if (checkBudget && over.length > 0) {
    console.error(
      `Over the ${budgetKb} KB budget: ${over.map((row) => `${row.page} ${row.kb.toFixed(2)} KB`).join(', ')}`,
    );
    process.exit(1);
  }
}
