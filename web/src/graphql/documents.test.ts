// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { CodeFileLoader } from '@graphql-tools/code-file-loader';
import { loadDocuments } from '@graphql-tools/load';
import {
  Kind,
  print,
  validate,
  visit,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, test } from 'vitest';
import { strapiSchema } from '~/test/mocks/strapi-schema';
import codegenConfig from '../../graphql-codegen.config';

const webDir = path.resolve(import.meta.dirname, '../..');

/** Every `gql` document of the server code, as GraphQL Code Generator reads them. */
const sources = await loadDocuments(codegenConfig.documents as string[], {
  cwd: webDir,
  loaders: [new CodeFileLoader({ noRequire: true })],
});
const definitions = sources.flatMap((source) =>
  (source.document?.definitions ?? []).map((definition) => ({
    definition,
    file: path.relative(webDir, source.location ?? ''),
  })),
);
const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode =>
  definition.kind === Kind.OPERATION_DEFINITION;
const isFragment = (definition: DefinitionNode): definition is FragmentDefinitionNode =>
  definition.kind === Kind.FRAGMENT_DEFINITION;
const fragments = new Map(
  definitions
    .map(({ definition }) => definition)
    .filter(isFragment)
    .map((fragment) => [fragment.name.value, fragment]),
);

/** An operation with the fragments it spreads, directly or through other fragments. */
function withFragments(operation: OperationDefinitionNode | DocumentNode): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | DocumentNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(spread.name.value)) {
          used.set(spread.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  const own = operation.kind === Kind.DOCUMENT ? operation.definitions : [operation];
  return { kind: Kind.DOCUMENT, definitions: [...own, ...used.values()] };
}

const operations = definitions.flatMap(({ definition, file }) =>
  isOperation(definition) ? [{ name: definition.name?.value ?? '(anonymous)', file, definition }] : [],
);

test('the server code sends the operations this test checks', () => {
  expect(operations.length).toBeGreaterThan(25);
  expect(operations.map(({ name }) => name)).toContain('ListingSearch');
  // Names are how the test mock (and Strapi's logs) tell operations apart.
  expect(new Set(operations.map(({ name }) => name)).size).toBe(operations.length);
});

// A field list interpolated as a string reads as an empty selection to the code generator.
test('no document selects from an interpolated string of fields (use a fragment)', () => {
  const empty = definitions.flatMap(({ definition, file }) => {
    const found: string[] = [];
    visit(definition, {
      SelectionSet(node, _key, parent) {
        if (node.selections.length === 0) found.push(`${file}: ${print(parent as ASTNode).split('\n')[0]}`);
      },
    });
    return found;
  });
  expect(empty).toEqual([]);
});

describe('every GraphQL document is valid against the schema Strapi serves', () => {
  test.each(operations)('$name ($file)', ({ definition }) => {
    const errors = validate(strapiSchema, withFragments(definition)).map((error) => error.message);
    expect(errors).toEqual([]);
  });
});

test('the committed operation types are generated from the current documents and schema', async () => {
  const [output] = await generate({ ...codegenConfig, cwd: webDir, silent: true }, false);
  if (!output) throw new Error('GraphQL Code Generator produced nothing');
  const committed = readFileSync(path.join(webDir, output.filename), 'utf8');
  expect(
    committed === output.content,
    `${output.filename} is stale: run \`npm run graphql:types -w @vitrine/web\` and commit it`,
  ).toBe(true);
});
