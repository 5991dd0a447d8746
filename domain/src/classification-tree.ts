/** A classification item as the source data has it (property types, regions). */
export interface ClassificationItem {
  readonly ID: number;
  readonly ParentID?: number | null;
  readonly Name: string;
  readonly WebID?: number | null;
}

/** An item converted for select inputs. */
export interface ClassificationOption<T extends ClassificationItem = ClassificationItem> {
  readonly id: number;
  readonly parentid: number | null;
  /** `${id}-${name}`. */
  readonly value: string;
  readonly label: string;
  readonly item: T;
}

/** A node of the two-level tree; second-level nodes have no children. */
export interface ClassificationNode<T extends ClassificationItem = ClassificationItem> extends ClassificationOption<T> {
  readonly children: readonly ClassificationNode<T>[];
}

/** Options of {@link buildClassificationTree}. */
export interface ClassificationTreeOptions {
  /** Sort siblings by label (default, locale-aware) or by WebID (missing WebIDs last). */
  readonly sortBy?: 'label' | 'webId';
  /** Locale of the label comparison (default: the runtime's). */
  readonly locale?: string;
}

/**
 * Converts one item to an option: `{ id, parentid, value: '<id>-<name>', label: name, item }`.
 *
 * @example
 * toClassificationOption({ ID: 3, ParentID: 1, Name: 'Villa', WebID: 1 });
 * // { id: 3, parentid: 1, value: '3-Villa', label: 'Villa', item: { … } }
 */
export function toClassificationOption<T extends ClassificationItem>(item: T): ClassificationOption<T> {
  return {
    id: item.ID,
    parentid: item.ParentID ?? null,
    value: `${item.ID}-${item.Name}`,
    label: item.Name,
    item,
  };
}

/**
 * Builds a two-level tree from classification items. A **root** is an item whose ParentID is
 * `null`, `undefined` or `0`, equal to its own ID, or names an ID not in the list. Deeper items
 * (grandchildren) are attached under their top-level ancestor, so no item is lost; an item in a
 * parent cycle becomes a root. Siblings are sorted by label (`localeCompare`, base sensitivity,
 * numeric) or, on request, by WebID; ties keep ID order.
 *
 * @example
 * buildClassificationTree([
 *   { ID: 1, ParentID: null, Name: 'House', WebID: 1 },
 *   { ID: 2, ParentID: 1, Name: 'Villa', WebID: 1 },
 * ]);
 * // [{ id: 1, label: 'House', value: '1-House', …, children: [{ id: 2, label: 'Villa', …, children: [] }] }]
 */
export function buildClassificationTree<T extends ClassificationItem>(
  items: readonly T[],
  options: ClassificationTreeOptions = {},
): ClassificationNode<T>[] {
  const byId = new Map(items.map((item) => [item.ID, item]));
  const isRoot = (item: T): boolean =>
    item.ParentID === null ||
    item.ParentID === undefined ||
    item.ParentID === 0 ||
    item.ParentID === item.ID ||
    !byId.has(item.ParentID);

  const topAncestorOf = (item: T): T => {
    const seen = new Set<number>([item.ID]);
    let current = item;
    while (!isRoot(current)) {
      const parent = byId.get(current.ParentID as number) as T;
      if (seen.has(parent.ID)) return item;
      seen.add(parent.ID);
      current = parent;
    }
    return current;
  };

  const collator = new Intl.Collator(options.locale, { sensitivity: 'base', numeric: true });
  const compare = (a: ClassificationOption<T>, b: ClassificationOption<T>): number => {
    if (options.sortBy === 'webId') {
      const left = a.item.WebID ?? Number.POSITIVE_INFINITY;
      const right = b.item.WebID ?? Number.POSITIVE_INFINITY;
      if (left !== right) return left < right ? -1 : 1;
    } else {
      const byLabel = collator.compare(a.label, b.label);
      if (byLabel !== 0) return byLabel;
    }
    return a.id - b.id;
  };

  const childrenOf = new Map<number, ClassificationNode<T>[]>();
  const roots: T[] = [];
  for (const item of items) {
    const top = topAncestorOf(item);
    if (top === item) {
      roots.push(item);
    } else {
      const siblings = childrenOf.get(top.ID) ?? [];
      siblings.push({ ...toClassificationOption(item), children: [] });
      childrenOf.set(top.ID, siblings);
    }
  }
  return roots
    .map((root) => ({ ...toClassificationOption(root), children: (childrenOf.get(root.ID) ?? []).sort(compare) }))
    .sort(compare);
}

/**
 * The ids a choice in a two-level tree stands for: a top-level item means itself and every item
 * under it (a search for "House" finds villas and terraced houses too); a second-level item, or
 * an id the tree does not hold, means itself alone.
 *
 * @example
 * const tree = buildClassificationTree([
 *   { ID: 1, Name: 'House' },
 *   { ID: 101, ParentID: 1, Name: 'Villa' },
 *   { ID: 102, ParentID: 1, Name: 'Terraced house' },
 * ]);
 * classificationBranchIds(tree, 1); // [1, 102, 101]
 * classificationBranchIds(tree, 101); // [101]
 */
export function classificationBranchIds(tree: readonly ClassificationNode[], id: number): number[] {
  const root = tree.find((node) => node.id === id);
  return root ? [root.id, ...root.children.map((child) => child.id)] : [id];
}
