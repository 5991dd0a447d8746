// The Chromium every browser run here uses (end-to-end tests, screenshots, benchmarks) and the
// flags it needs on these machines (see ENVIRONMENT.md): without the background-networking flags
// it keeps dialling hosts the closed network refuses.
//
//   node bench/chromium.mjs   finds a Chromium, or gets one, and prints its binary (exit 1 only
//                             when none could be had); `npm test` runs it first.
//
// Where it comes from, in order: CHROMIUM_PATH; a Chromium or Chrome on PATH; the one this script
// unpacked before (.tools/chromium); Debian's package, installed when running as root with
// apt-get; else the headless Chromium of the npm package @sparticuz/chromium (bench/chromium-npm,
// installed from its lockfile), unpacked into .tools/chromium with the libraries and fonts it
// ships. CHROMIUM_FROM_NPM=1 skips PATH and Debian's package (to test the npm one on a machine
// that has a browser).
import { spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ciIfStale } from '../scripts/npm-ci-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Binary names tried on PATH, in order, when CHROMIUM_PATH is not set. */
const names = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/** The npm package's own install (package.json and lockfile), apart from the site's tree. */
const npmPackageDir = path.join(import.meta.dirname, 'chromium-npm');
/** Where its Chromium is unpacked, and the launcher that gives it its libraries and fonts. */
const npmChromiumDir = path.join(root, '.tools', 'chromium');
const npmChromium = path.join(npmChromiumDir, 'chromium-launcher');

const getOne = 'run `node bench/chromium.mjs` to get one, or set CHROMIUM_PATH to a Chromium or Chrome binary';

function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const forcedNpm = (env) => env.CHROMIUM_FROM_NPM === '1';

/**
 * The Chromium binary already on this machine, without installing anything: CHROMIUM_PATH when
 * set, else the first of `names` on PATH (unless CHROMIUM_FROM_NPM=1), else the npm Chromium
 * unpacked before. Throws an error whose message is one line saying what to do.
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (isExecutableFile(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: ${getOne}.`);
  }
  if (!forcedNpm(env)) {
    const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
    for (const name of names) {
      for (const dir of dirs) {
        const file = path.join(dir, name);
        if (isExecutableFile(file)) return file;
      }
    }
  }
  if (isExecutableFile(npmChromium)) return npmChromium;
  const tried = forcedNpm(env) ? npmChromium : `CHROMIUM_PATH, ${names.join(', ')} on PATH, ${npmChromium}`;
  throw new Error(`No Chromium found (tried ${tried}): ${getOne}.`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  return result.status === 0;
}

/** Debian's package, when this process may install one (root, apt-get present). */
function installDebianChromium(log) {
  if (process.getuid?.() !== 0 || !run('sh', ['-c', 'command -v apt-get >/dev/null'])) return false;
  log("installing Debian's Chromium (apt-get install chromium)…");
  return run('sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
  ]);
}

/**
 * @sparticuz/chromium's headless Chromium: its package installed from the lockfile, its archives
 * unpacked into a temporary folder then moved to .tools/chromium, with a launcher that puts the
 * libraries it ships (NSS, expat: absent from a machine without a browser) and its fonts first.
 */
function installNpmChromium(log) {
  log('unpacking the headless Chromium of @sparticuz/chromium (npm registry) into .tools/chromium…');
  try {
    ciIfStale(npmPackageDir, log);
  } catch (error) {
    log(error.message);
    return false;
  }
  const staging = `${npmChromiumDir}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The package unpacks into os.tmpdir() (it was made for AWS Lambda's /tmp): TMPDIR points it here.
  const unpack = `
    import chromium, { inflate } from '@sparticuz/chromium';
    import path from 'node:path';
    import { fileURLToPath } from 'node:url';
    await chromium.executablePath();
    const bin = path.join(path.dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '..', 'bin');
    await inflate(path.join(bin, 'al2023.tar.br'));
  `;
  if (
    !run(process.execPath, ['--input-type=module', '-e', unpack], {
      cwd: npmPackageDir,
      env: { ...process.env, TMPDIR: staging },
    })
  ) {
    rmSync(staging, { recursive: true, force: true });
    return false;
  }
  // The package's fonts.conf names Lambda's folders; this one names where the fonts are now.
  writeFileSync(
    path.join(staging, 'fonts', 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${npmChromiumDir}/fonts/fonts</dir>\n  <dir>/usr/share/fonts</dir>\n  <cachedir>${npmChromiumDir}/fonts-cache</cachedir>\n</fontconfig>\n`,
  );
  writeFileSync(
    path.join(staging, 'chromium-launcher'),
    [
      '#!/bin/sh',
      '# Written by bench/chromium.mjs: the headless Chromium of @sparticuz/chromium with the libraries and fonts it ships.',
      'dir="$(dirname "$0")"',
      'export LD_LIBRARY_PATH="$dir/al2023/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"',
      'export FONTCONFIG_PATH="$dir/fonts"',
      'exec "$dir/chromium" "$@"',
      '',
    ].join('\n'),
  );
  chmodSync(path.join(staging, 'chromium-launcher'), 0o755);
  rmSync(npmChromiumDir, { recursive: true, force: true });
  renameSync(staging, npmChromiumDir);
  return run(npmChromium, ['--version']);
}

/**
 * The Chromium binary, got when missing: `findChromium`, else Debian's package (root with
 * apt-get; not with CHROMIUM_FROM_NPM=1), else the npm one. Throws when none could be had.
 */
export function ensureChromium({ env = process.env, log = (line) => console.error(line) } = {}) {
  try {
    return findChromium(env);
  } catch (error) {
    if (env.CHROMIUM_PATH) throw error;
  }
  if (!forcedNpm(env) && installDebianChromium(log)) {
    try {
      return findChromium(env);
    } catch {
      // installed but not on PATH: the npm one below
    }
  }
  if (!installNpmChromium(log)) throw new Error(`No Chromium found, and none could be installed: ${getOne}.`);
  return findChromium(env);
}

/** The binary, or null when there is none (`findChromium` says what to do). */
export const chromiumPath = (() => {
  try {
    return findChromium();
  } catch {
    return null;
  }
})();

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (import.meta.filename === process.argv[1]) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
