// The site's pages as a new visitor's phone gets them, and the server's speed, on the real stack
// (bench/stack.mjs: production Strapi with the demo content, the built web):
//   - Lighthouse mobile scores of home, a list and a detail page (median of 3 runs each);
//   - first-load JavaScript (KB gzip, bench/first-load-js.mjs) and HTML size (raw and gzip);
//   - SSR throughput of a detail page at 20 connections beside a static file (the favicon) served
//     by the same web server, as a ratio.
//
//   node bench/web-pages.mjs [--runs=3] [--seconds=10]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumFlags, findChromium } from './chromium.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { startStack } from './stack.mjs';

const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const runs = option('runs', 3);
const seconds = option('seconds', 10);
const connections = 20;
const root = path.resolve(import.meta.dirname, '..');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run; Lighthouse sometimes fails to record a trace (NO_NAVSTART): tried up to 3 times. */
async function lighthouse(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`         (run failed, again: ${error.message.split('\n')[0].slice(0, 160)})`);
    }
  }
}

/** One Lighthouse run (mobile, the CLI's default) in a fresh Chromium profile: scores 0–100. */
function lighthouseOnce(url) {
  const profile = mkdtempSync(path.join(tmpdir(), 'vitrine-lh-'));
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${categories.join(',')}`,
      `--chrome-flags=${[...chromiumFlags, `--user-data-dir=${profile}`].join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: findChromium() } },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      rmSync(profile, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`lighthouse ${url} failed (${code}): ${err.slice(-2000)}`));
      const report = JSON.parse(out);
      const failed = Object.values(report.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      resolve({
        scores: Object.fromEntries(categories.map((id) => [id, Math.round(report.categories[id].score * 100)])),
        failed,
        lcp: report.audits['largest-contentful-paint']?.displayValue,
        tbt: report.audits['total-blocking-time']?.displayValue,
        cls: report.audits['cumulative-layout-shift']?.displayValue,
      });
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Requests per second and latency percentiles of `url` with `connections` concurrent loops. */
async function load(url, durationMs) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + durationMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
        await response.arrayBuffer();
        if (response.status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { rps: latencies.length / elapsed, p50: at(0.5), p95: at(0.95), errors, requests: latencies.length };
}

async function htmlSize(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
}

const stack = await startStack({ log: (line) => console.log(`  ${line}`) });
try {
  const listHtml = await (await fetch(`${stack.webUrl}/nl/te-koop/`)).text();
  const cardLink = /<a\b[^>]*class="listing-card__link"[^>]*>/.exec(listHtml)?.[0] ?? '';
  const detailPath = /\bhref="([^"]+)"/.exec(cardLink)?.[1];
  if (!detailPath) throw new Error('no listing on /nl/te-koop/');
  const pages = [
    { page: 'home', path: '/nl/' },
    { page: 'list', path: '/nl/te-koop/' },
    { page: 'detail', path: detailPath },
  ];
  console.log(`\nPages (Lighthouse mobile, median of ${runs} runs; Debian Chromium)`);
  console.log('page     perf  a11y  b.p.   seo   first-load JS   HTML raw / gzip   path');
  const firstLoad = await firstLoadJs({ baseUrl: stack.webUrl, pages });
  for (const { page, path: pagePath } of pages) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await lighthouse(`${stack.webUrl}${pagePath}`));
    const scores = categories.map((id) => median(results.map((result) => result.scores[id])));
    const html = await htmlSize(`${stack.webUrl}${pagePath}`);
    const js = firstLoad.find((row) => row.page === page);
    console.log(
      `${page.padEnd(7)} ${scores.map((score) => String(score).padStart(5)).join(' ')}   ${js.kb.toFixed(1).padStart(7)} KB gzip   ${(html.raw / 1024).toFixed(1).padStart(6)} / ${(html.gzip / 1024).toFixed(1).padStart(4)} KB   ${pagePath}`,
    );
    console.log(
      `         runs: ${results.map((result) => categories.map((id) => result.scores[id]).join('/')).join('  ')}; LCP ${results.map((result) => result.lcp).join(', ')}; TBT ${results.map((result) => result.tbt).join(', ')}; CLS ${results.map((result) => result.cls).join(', ')}`,
    );
    const failed = [...new Set(results.flatMap((result) => result.failed))];
    if (failed.length > 0) console.log(`         audits not passed: ${failed.join(', ')}`);
  }

  // A small file of the build (183 bytes, served as is): the built scripts are now one large
  // framework chunk and small route chunks whose names change with every build.
  const targets = [
    { name: 'detail page (SSR)', url: `${stack.webUrl}${detailPath}` },
    { name: 'static file (/favicon.svg)', url: `${stack.webUrl}/favicon.svg` },
  ];
  console.log(
    `\nThroughput: ${connections} connections, ${seconds} s each after a 2 s warm-up (gzip, same web server)`,
  );
  const measured = [];
  for (const target of targets) {
    await load(target.url, 2000);
    const result = await load(target.url, seconds * 1000);
    measured.push(result);
    console.log(
      `${target.name.padEnd(48)} ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1)} ms   p95 ${result.p95.toFixed(1)} ms   errors ${result.errors}`,
    );
  }
  console.log(`SSR / static throughput: ${((measured[0].rps / measured[1].rps) * 100).toFixed(1)} %`);
} finally {
  await stack.stop();
}
