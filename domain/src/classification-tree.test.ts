import { describe, expect, test } from 'vitest';
import {
  buildClassificationTree,
  classificationBranchIds,
  toClassificationOption,
  type ClassificationItem,
} from './classification-tree.js';

const items: ClassificationItem[] = [
  { ID: 1, ParentID: null, Name: 'Woning', WebID: 1 },
  { ID: 2, ParentID: 1, Name: 'Villa', WebID: 3 },
  { ID: 3, ParentID: 1, Name: 'appartement', WebID: 1 },
  { ID: 4, ParentID: 0, Name: 'Kantoor', WebID: 2 },
  { ID: 5, Name: 'Grond', WebID: 4 },
  { ID: 6, ParentID: 99, Name: 'Éénsgezinswoning', WebID: 5 },
  { ID: 7, ParentID: 2, Name: 'Bungalow', WebID: null },
  { ID: 8, ParentID: 1, Name: 'Rijwoning 10', WebID: 2 },
  { ID: 9, ParentID: 1, Name: 'Rijwoning 9', WebID: 2 },
];

const shape = (nodes: ReturnType<typeof buildClassificationTree>) =>
  nodes.map((node) => [node.label, node.children.map((child) => child.label)]);

describe('buildClassificationTree', () => {
  test('converts an item', () => {
    const item = { ID: 3, ParentID: 1, Name: 'Villa', WebID: 1 };
    expect(toClassificationOption(item)).toEqual({ id: 3, parentid: 1, value: '3-Villa', label: 'Villa', item });
    expect(toClassificationOption({ ID: 4, Name: 'Land' }).parentid).toBeNull();
  });

  test('roots: ParentID null, undefined, 0 or a missing parent; sorted by label, locale-aware', () => {
    expect(shape(buildClassificationTree(items, { locale: 'nl' }))).toEqual([
      ['Éénsgezinswoning', []],
      ['Grond', []],
      ['Kantoor', []],
      ['Woning', ['appartement', 'Bungalow', 'Rijwoning 9', 'Rijwoning 10', 'Villa']],
    ]);
  });

  test('sorted by WebID on request (missing WebIDs last, ties by ID)', () => {
    expect(shape(buildClassificationTree(items, { sortBy: 'webId' }))).toEqual([
      ['Woning', ['appartement', 'Rijwoning 10', 'Rijwoning 9', 'Villa', 'Bungalow']],
      ['Kantoor', []],
      ['Grond', []],
      ['Éénsgezinswoning', []],
    ]);
  });

  test('nodes carry the option fields and the item', () => {
    const [root] = buildClassificationTree([items[0] as ClassificationItem, items[1] as ClassificationItem]);
    expect(root).toMatchObject({ id: 1, parentid: null, value: '1-Woning', label: 'Woning', item: items[0] });
    expect(root?.children[0]).toMatchObject({ id: 2, parentid: 1, value: '2-Villa', children: [] });
  });

  test.each([
    ['self parent', [{ ID: 1, ParentID: 1, Name: 'A' }], [['A', []]]],
    [
      'parent cycle',
      [
        { ID: 1, ParentID: 2, Name: 'A' },
        { ID: 2, ParentID: 1, Name: 'B' },
      ],
      [
        ['A', []],
        ['B', []],
      ],
    ],
    ['empty', [], []],
  ] as const)('%s', (_, input, expected) => {
    expect(shape(buildClassificationTree(input as readonly ClassificationItem[]))).toEqual(expected);
  });
});

describe('classificationBranchIds', () => {
  const tree = buildClassificationTree(items, { locale: 'nl' });

  test.each([
    ['a top-level item with children: itself and every item under it', 1, [1, 3, 7, 9, 8, 2]],
    ['a top-level item without children: itself', 4, [4]],
    ['a second-level item: itself alone', 2, [2]],
    ['a grandchild, attached under its top-level ancestor: itself alone', 7, [7]],
    ['an id the tree does not hold: itself', 42, [42]],
  ])('%s', (_, id, expected) => {
    expect(classificationBranchIds(tree, id)).toEqual(expected);
  });

  test('an empty tree (types unavailable): the id itself', () => {
    expect(classificationBranchIds([], 1)).toEqual([1]);
  });
});
