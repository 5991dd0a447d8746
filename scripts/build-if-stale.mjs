// Builds a part only when its output is missing or older than its sources: `npm start`, the
// benchmarks and the end-to-end stack share it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold dependencies, build output or local data, never sources. */
const skipped = new Set(['node_modules', 'dist', 'build', '.tmp', '.cache', '.strapi', 'uploads', '.react-router']);

/** Newest modification time of the files under `paths` (a missing path counts for nothing). */
export function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (!stat.isDirectory()) latest = Math.max(latest, stat.mtimeMs);
    else for (const entry of readdirSync(p)) if (!skipped.has(entry)) walk(path.join(p, entry));
  };
  paths.forEach(walk);
  return latest;
}

/**
 * Runs `command` in `dir` unless `output` (relative to `dir`) is newer than every file of
 * `sources` (relative to `dir`); then touches `output`, so a build that leaves it as it was still
 * counts as done. Throws when the build fails or does not make `output`.
 *
 * @param {string} label what is built, for the log
 * @param {{ log?: (line: string) => void, command?: string[] }} [options] the build command
 *   defaults to `npm run build`
 */
export function buildIfStale(
  label,
  dir,
  output,
  sources,
  { log = console.log, command = ['npm', 'run', 'build'] } = {},
) {
  const target = path.join(dir, output);
  const built = existsSync(target) ? statSync(target).mtimeMs : 0;
  if (built && built >= newest(sources.map((source) => path.join(dir, source)))) return;
  log(`Building ${label}…`);
  const [program, ...args] = command;
  const result = spawnSync(program, args, { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`Building ${label} failed (exit ${result.status ?? result.signal}).`);
  if (!existsSync(target)) throw new Error(`Building ${label} did not make ${output}.`);
  utimesSync(target, new Date(), new Date());
}

const domainDir = path.join(import.meta.dirname, '..', 'domain');

/**
 * `domain/dist`, rebuilt when older than `domain/src`: what Strapi runs (its compiled CommonJS
 * loads the domain through `require()`, which only reads the build). Tests and type checks read
 * the sources themselves; this keeps the Strapi they start on the same rules.
 */
export function buildDomainIfStale(options = {}) {
  buildIfStale(
    'domain',
    domainDir,
    'dist/index.js',
    ['src', 'package.json', 'tsconfig.json', 'tsconfig.build.json'],
    options,
  );
}

// `node scripts/build-if-stale.mjs domain`: what the web's build and type check run first, as
// React Router loads the route table (web/src/routes.ts) with its own resolver, from domain/dist.
if (import.meta.filename === process.argv[1]) {
  if (process.argv[2] !== 'domain') throw new Error('usage: node scripts/build-if-stale.mjs domain');
  buildDomainIfStale();
}
