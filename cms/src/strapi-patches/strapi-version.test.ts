import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { patchedStrapiVersion } from '.';

/**
 * The Strapi packages whose insides the patches of this folder reach into: the app itself, the
 * GraphQL plugin (its resolver wrapper, its Apollo Server), the core (the content API checks), the
 * database layer (the entity manager, the tables the seed writes) and the admin (API tokens).
 */
const patchedPackages = [
  '@strapi/strapi',
  '@strapi/plugin-graphql',
  '@strapi/core',
  '@strapi/database',
  '@strapi/admin',
] as const;

const cmsDir = path.resolve(import.meta.dirname, '..', '..');
/** As the app resolves them: from cms/, then from @strapi/strapi for its own dependencies. */
const appRequire = createRequire(path.join(cmsDir, 'package.json'));
const strapiRequire = createRequire(appRequire.resolve('@strapi/strapi/package.json'));

/** The version in the installed package.json, read as a file (not through `exports`). */
function installedVersion(name: string): string {
  const file = (name === '@strapi/strapi' ? appRequire : strapiRequire).resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

describe('the installed Strapi is the one the patches were written for', () => {
  test.each(patchedPackages)('%s', (name) => {
    const installed = installedVersion(name);
    expect(
      installed,
      `${name} ${installed} is installed, but the patches in cms/src/strapi-patches/ were written for ` +
        `${patchedStrapiVersion}. Re-check each patch listed in cms/src/strapi-patches/README.md against ` +
        `Strapi ${installed} (is the behaviour it works around still there? does it still save what the ` +
        `README says? measure again), drop the ones that no longer pay, then set patchedStrapiVersion ` +
        `in cms/src/strapi-patches/index.ts to ${installed}.`,
    ).toBe(patchedStrapiVersion);
  });
});
