// The Chromium every browser run here uses (end-to-end tests, screenshots, benchmarks) and the
// flags it needs on these machines (see ENVIRONMENT.md): without the background-networking flags
// it keeps dialling hosts the closed network refuses.
//
//   node bench/chromium.mjs   prints the binary, or one line saying what to install (exit 1);
//                             `npm test` runs it first, so a machine without a browser stops at once.
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';

/** Binary names tried on PATH, in order, when CHROMIUM_PATH is not set. */
const names = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

const install =
  "install Debian's Chromium (`sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary";

function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium binary: CHROMIUM_PATH when set, else the first of `names` on PATH. Throws an error
 * whose message is one line saying what to install or fix.
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (isExecutableFile(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file: ${install}.`);
  }
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  for (const name of names) {
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (isExecutableFile(file)) return file;
    }
  }
  throw new Error(`No Chromium found (tried CHROMIUM_PATH, then ${names.join(', ')} on PATH): ${install}.`);
}

/** The binary, or null when there is none (`findChromium` says what to install). */
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
    console.log(`Chromium: ${findChromium()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
