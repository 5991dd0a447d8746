// `npm ci` in a folder with its own lockfile (cms/, bench/), only when its node_modules is missing
// or older than its package.json or lockfile: installs come from the lockfile, exactly, and a
// second `npm install` at the root does not wipe and refill Strapi's tree for nothing.
//
//   node scripts/npm-ci-if-stale.mjs cms     (the root's postinstall)
//   ciIfStale(path.join(root, 'bench'))      (a bench that needs autocannon or Lighthouse)
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** True when `dir`'s install is older than what it should hold (npm writes node_modules/.package-lock.json last). */
export function isStale(dir) {
  const installed = mtime(path.join(dir, 'node_modules', '.package-lock.json'));
  return (
    installed === 0 ||
    installed < Math.max(mtime(path.join(dir, 'package.json')), mtime(path.join(dir, 'package-lock.json')))
  );
}

/** Runs `npm ci` in `dir` when its install is stale; throws when npm fails. */
export function ciIfStale(dir, log = (line) => console.error(line)) {
  if (!isStale(dir)) return;
  log(`npm ci --prefix ${path.relative(root, dir) || '.'} (from its lockfile)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci --prefix ${dir} failed (${result.status ?? result.signal})`);
}

if (import.meta.filename === process.argv[1]) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/npm-ci-if-stale.mjs <folder with package-lock.json>...');
    process.exit(2);
  }
  try {
    for (const dir of dirs) ciIfStale(path.resolve(root, dir));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
