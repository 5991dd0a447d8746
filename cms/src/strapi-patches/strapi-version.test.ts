import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { strapiPackages } from './strapi-packages';

const cmsDir = path.resolve(import.meta.dirname, '..', '..');
/** As the app resolves them: from cms/, then from @strapi/strapi for its own dependencies. */
const appRequire = createRequire(path.join(cmsDir, 'package.json'));
const strapiRequire = createRequire(appRequire.resolve('@strapi/strapi/package.json'));

/** The version in the installed package.json, read as a file (not through `exports`). */
function installedVersion(name: string): string {
  const file = (() => {
    try {
      return appRequire.resolve(`${name}/package.json`);
    } catch {
      return strapiRequire.resolve(`${name}/package.json`);
    }
  })();
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

describe('the installed Strapi packages are the ones the code was written for', () => {
  test.each(Object.entries(strapiPackages))('%s', (name, { version }) => {
    const installed = installedVersion(name);
    expect(
      installed,
      `${name} ${installed} is installed, but the code was written for ${version}. Re-check each ` +
        `reach listed in cms/src/strapi-patches/README.md that depends on it against ${name} ${installed} ` +
        `(is the behaviour it works around still there? does it still save what the README says? ` +
        `measure again), drop the ones that no longer pay, then set its version in ` +
        `cms/src/strapi-patches/strapi-packages.ts (patchedStrapiVersion in index.ts for Strapi's own).`,
    ).toBe(version);
  });
});

/** The code's files: the app, its configuration, its scripts and tests (not this guard). */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && full !== import.meta.filename ? [full] : [];
  });
}

/** Every use of a `@strapi/*` package in one file's text, as "what: how the file names it". */
function strapiUses(text: string, file: string): { needs: (name: string) => boolean; what: string }[] {
  const uses: { needs: (name: string) => boolean; what: string }[] = [];
  const all = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);
  for (const name of all(/(?:from|import|require|resolve)\s*\(?\s*['"](@strapi\/[a-z0-9-]+)/g)) {
    uses.push({ needs: (known) => known === name, what: `imports ${name}` });
  }
  for (const plugin of [...all(/\.plugin\(\s*['"]([a-z0-9-]+)['"]/g), ...all(/['"]plugin::([a-z0-9-]+)\./g)]) {
    uses.push({
      needs: (known) => strapiPackages[known]?.registeredAs === plugin,
      what: `uses the plugin '${plugin}'`,
    });
  }
  if (/['"]admin::/.test(text)) {
    uses.push({ needs: (known) => strapiPackages[known]?.registeredAs === 'admin', what: 'uses admin:: services' });
  }
  if (file.includes(`${path.sep}config${path.sep}`)) {
    for (const provider of all(/provider:\s*['"]([a-z0-9-]+)['"]/g)) {
      uses.push({
        needs: (known) => strapiPackages[known]?.provider === provider,
        what: `configures the provider '${provider}'`,
      });
    }
  }
  return uses;
}

test('every @strapi/* package the code relies on is named by the version guard', () => {
  const files = ['src', 'config', 'scripts', 'tests'].flatMap((dir) => codeFiles(path.join(cmsDir, dir)));
  expect(files.length).toBeGreaterThan(100);
  const unnamed = files.flatMap((file) =>
    strapiUses(readFileSync(file, 'utf8'), file)
      .filter((use) => !Object.keys(strapiPackages).some(use.needs))
      .map((use) => `${path.relative(cmsDir, file)} ${use.what}`),
  );
  expect(
    unnamed,
    'name each package in cms/src/strapi-patches/strapi-packages.ts (its version and what the code relies on)',
  ).toEqual([]);
});
