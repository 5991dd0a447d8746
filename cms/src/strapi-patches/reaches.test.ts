import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * Every reach below Strapi's documented APIs outside this folder is named in its README, and no
 * knex query on a content table writes a table or column name by hand (issue 20, item 6). What
 * counts as a reach is the list below; a new kind of reach belongs here too.
 */
const reaches: { kind: string; pattern: RegExp }[] = [
  { kind: 'knex on the database', pattern: /\.connection\b|getConnection\(|\btrx\(/ },
  { kind: "Strapi's table metadata", pattern: /db\.metadata\b/ },
  { kind: "the admin's services or tables", pattern: /['"]admin::/ },
  { kind: "the content manager's services", pattern: /plugin\(\s*['"]content-manager['"]\s*\)/ },
  { kind: "i18n's services", pattern: /plugin\(\s*['"]i18n['"]\s*\)/ },
  { kind: 'database lifecycles', pattern: /db\.lifecycles\b/ },
  { kind: 'the session manager', pattern: /sessionManager\(/ },
  { kind: "a plugin's tables", pattern: /db\s*\.query\(\s*['"]plugin::/ },
];

const srcDir = path.resolve(import.meta.dirname, '..');
const patchesDir = import.meta.dirname;
const readme = readFileSync(path.join(patchesDir, 'README.md'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === patchesDir || entry.name === 'admin' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(srcDir).map((file) => ({
  name: path.relative(srcDir, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

test('every file outside strapi-patches/ that reaches below the documented APIs is listed in its README', () => {
  expect(files.length).toBeGreaterThan(50);
  const unlisted = files.flatMap(({ name, text }) =>
    reaches
      .filter(({ pattern }) => pattern.test(text))
      .filter(() => !readme.includes(`\`${name}\``))
      .map(({ kind }) => `${name}: ${kind}`),
  );
  expect(unlisted, 'list each in cms/src/strapi-patches/README.md ("Reaches outside this folder")').toEqual([]);
});

test('knex on a content table takes its table and column names from the metadata', () => {
  // A query on a table (not `connection.raw`, which asks the database itself) names it through
  // strapi-patches/tables.ts or `strapi.db.metadata`.
  const byHand = files
    .filter(({ text }) => /\.connection\(|\btrx\(/.test(text))
    .filter(({ text }) => !/strapi-patches\/tables'|db\.metadata\.get\(/.test(text))
    .map(({ name }) => name);
  expect(byHand).toEqual([]);
});

test("users-permissions' tables are queried through strapi-patches/users-permissions.ts only", () => {
  // One place to re-check on an upgrade of the plugin: its user, role and permission rows.
  const direct = files
    .filter(({ text }) => /\bquery\(\s*['"]plugin::users-permissions\./.test(text))
    .map(({ name }) => name);
  expect(direct, 'use usersPermissionsRows(strapi, table)').toEqual([]);
});

test("the GraphQL plugin's extension service is reached through strapi-patches/graphql-extension.ts only", () => {
  // One type for what the code calls of it, instead of a hand-written one at each call.
  const direct = files
    .filter(({ text }) => /\.service(?:<[\s\S]*?>)?\(\s*['"]extension['"]\s*\)/.test(text))
    .map(({ name }) => name);
  expect(direct, 'use graphqlExtension(strapi)').toEqual([]);
});
