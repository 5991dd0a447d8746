// Reproducible installs (issue 20, item 8), checked by `npm run test:compose`: every install CI and
// the images run is `npm ci` from a lockfile, every folder with its own package.json has its
// lockfile, and the tools only the benches use are not in the site's install.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const failures = [];

// The scripts that install: CI and both images.
for (const file of ['.ci/run', 'cms/Dockerfile', 'web/Dockerfile']) {
  const installs = read(file)
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .match(/\bnpm(?:24)? +(?:install|i|ci)\b/g);
  if (!installs?.length) failures.push(`${file} installs nothing with npm ci`);
  for (const install of installs ?? [])
    if (!/ ci$/.test(install)) failures.push(`${file} runs '${install}', not npm ci`);
}

// Each separate dependency tree has its lockfile (npm ci refuses to run without one).
for (const dir of ['.', 'cms', 'bench', 'bench/chromium-npm'])
  if (!existsSync(path.join(root, dir, 'package-lock.json'))) failures.push(`${dir}/package-lock.json is missing`);

// The root's postinstall installs cms from its lockfile.
const rootPackage = JSON.parse(read('package.json'));
if (!/npm-ci-if-stale\.mjs cms\b/.test(rootPackage.scripts.postinstall ?? ''))
  failures.push("the root's postinstall does not install cms with npm ci (scripts/npm-ci-if-stale.mjs cms)");

// Bench-only tools stay in bench/package.json.
const benchOnly = Object.keys(JSON.parse(read('bench/package.json')).dependencies);
for (const name of benchOnly)
  if (rootPackage.devDependencies?.[name] || rootPackage.dependencies?.[name])
    failures.push(`${name} is a bench-only tool (bench/package.json) but the root package.json installs it`);

if (failures.length) {
  console.error(`Installs:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Installs: npm ci from lockfiles in .ci/run and both Dockerfiles; bench-only: ${benchOnly.join(', ')}`);
