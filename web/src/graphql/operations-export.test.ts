// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CodeFileLoader } from '@graphql-tools/code-file-loader';
import { loadDocuments } from '@graphql-tools/load';
import { Kind, print, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';
import { expect, test } from 'vitest';
import codegenConfig from '../../graphql-codegen.config';

/**
 * Every operation the web sends to Strapi, each printed with the fragments it spreads, in
 * strapi-operations.json: cms/tests/graphql-budget.test.ts runs them all through Strapi's query
 * limits (size, aliases, cost), so a limit never refuses one of the site's own queries.
 * `UPDATE_OPERATIONS=1 npx vitest run src/graphql/operations-export.test.ts` rewrites the file.
 */
const webDir = path.resolve(import.meta.dirname, '../..');
const exportFile = path.join(import.meta.dirname, 'strapi-operations.json');

const sources = await loadDocuments(codegenConfig.documents as string[], {
  cwd: webDir,
  loaders: [new CodeFileLoader({ noRequire: true })],
});
const definitions: DefinitionNode[] = sources.flatMap((source) => [...(source.document?.definitions ?? [])]);
const fragments = new Map(
  definitions
    .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => [fragment.name.value, fragment]),
);

function withFragments(document: DocumentNode): string {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DocumentNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment =
          fragments.get(spread.name.value) ??
          (document.definitions.find(
            (definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === spread.name.value,
          ) as FragmentDefinitionNode | undefined);
        if (fragment && !used.has(spread.name.value)) {
          used.set(spread.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(document);
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return print({ kind: Kind.DOCUMENT, definitions: [...operations, ...used.values()] });
}

const operations = [
  ...definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? [
          {
            name: definition.name?.value ?? '(anonymous)',
            document: withFragments({ kind: Kind.DOCUMENT, definitions: [definition] }),
          },
        ]
      : [],
  ),
].sort((a, b) => a.name.localeCompare(b.name));

test('strapi-operations.json holds every operation the web sends, as it sends it', () => {
  const current = `${JSON.stringify(operations, null, 2)}\n`;
  if (process.env.UPDATE_OPERATIONS === '1') writeFileSync(exportFile, current);
  const committed = readFileSync(exportFile, 'utf8');
  expect(
    committed === current,
    'src/graphql/strapi-operations.json is stale: run `UPDATE_OPERATIONS=1 npx vitest run src/graphql/operations-export.test.ts` in web and commit it',
  ).toBe(true);
  expect(operations.length).toBeGreaterThan(25);
});
