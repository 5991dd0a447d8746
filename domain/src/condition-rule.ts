import { isEmpty } from './is-empty.js';

/** Comparison operators of a condition rule. */
export const conditionLogics = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'contains', 'empty', 'notEmpty', 'in'] as const;

/** One comparison operator. */
export type ConditionLogic = (typeof conditionLogics)[number];

/** A group of rules combined with `and` (all hold; an empty group holds) or `or` (one holds; an empty group fails). */
export interface ConditionGroup {
  readonly operator: 'and' | 'or';
  readonly rules: readonly (ConditionRule | ConditionGroup)[];
}

/** A condition rule (spec: field, logic, compareWithField, compareWithValue, advancedCondition). */
export interface ConditionRule {
  /** The record field to test; a dotted path reads nested fields (`energy.label`). */
  readonly field?: string | null;
  /** The comparison; `eq` when missing. */
  readonly logic?: ConditionLogic | null;
  /** Compare with this record field (wins over `compareWithValue` when non-empty). */
  readonly compareWithField?: string | null;
  /** Compare with this value. */
  readonly compareWithValue?: unknown;
  /** A nested group that must hold as well. */
  readonly advancedCondition?: ConditionGroup | null;
}

type Field = Readonly<Record<string, unknown>>;

function read(record: Field, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Field)[key];
  }
  return current;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function equals(left: unknown, right: unknown): boolean {
  if (left == null || right == null) return left == null && right == null;
  const a = asNumber(left);
  const b = asNumber(right);
  if (a !== null && b !== null) return a === b;
  // Objects are never equal by their text, which is '[object Object]' for all of them.
  if (!isScalar(left) || !isScalar(right)) return left === right;
  return String(left) === String(right);
}

function order(left: unknown, right: unknown): number | null {
  const a = asNumber(left);
  const b = asNumber(right);
  if (a !== null && b !== null) return a - b;
  if (typeof left === 'string' && typeof right === 'string' && left !== '' && right !== '') {
    return left < right ? -1 : left > right ? 1 : 0;
  }
  return null;
}

function listOf(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((part) => part.trim());
  return value == null ? [] : [value];
}

const comparisons: Readonly<Record<ConditionLogic, (actual: unknown, expected: unknown) => boolean>> = {
  eq: equals,
  neq: (actual, expected) => !equals(actual, expected),
  gt: (actual, expected) => (order(actual, expected) ?? Number.NaN) > 0,
  gte: (actual, expected) => (order(actual, expected) ?? Number.NaN) >= 0,
  lt: (actual, expected) => (order(actual, expected) ?? Number.NaN) < 0,
  lte: (actual, expected) => (order(actual, expected) ?? Number.NaN) <= 0,
  contains: (actual, expected) => {
    if (Array.isArray(actual)) return actual.some((element) => equals(element, expected));
    if (typeof actual === 'string' && (typeof expected === 'string' || typeof expected === 'number')) {
      return actual.toLowerCase().includes(String(expected).toLowerCase());
    }
    return false;
  },
  empty: (actual) => isEmpty(actual),
  notEmpty: (actual) => !isEmpty(actual),
  in: (actual, expected) => {
    const allowed = listOf(expected);
    const values = Array.isArray(actual) ? actual : [actual];
    return values.some((value) => allowed.some((candidate) => equals(value, candidate)));
  },
};

function isGroup(rule: ConditionRule | ConditionGroup): rule is ConditionGroup {
  return 'operator' in rule && Array.isArray(rule.rules);
}

function evaluateGroup(group: ConditionGroup, record: Field): boolean {
  const holds = (rule: ConditionRule | ConditionGroup): boolean =>
    isGroup(rule) ? evaluateGroup(rule, record) : evaluateCondition(rule, record);
  return group.operator === 'or' ? group.rules.some(holds) : group.rules.every(holds);
}

/**
 * Evaluates a condition rule against a record (for example a listing, to show a block or not).
 *
 * - The comparison runs when `field` is set: the field's value is compared with the record's
 *   `compareWithField` value when that is set, else with `compareWithValue`.
 * - `eq`/`neq`: numbers and numeric texts compare as numbers (`'3'` equals `3`), other values as
 *   text; `null` and `undefined` equal each other only.
 * - `gt`, `gte`, `lt`, `lte`: numerically when both sides are numbers or numeric texts, else by
 *   text order when both are non-empty texts (ISO dates order correctly); otherwise false.
 * - `contains`: an array field contains an equal element; a text field contains the value's text,
 *   case-insensitively.
 * - `empty` / `notEmpty`: per {@link isEmpty} (null, blank text, empty array).
 * - `in`: the value (or any element of an array value) equals one of the compared values (an
 *   array, or a comma-separated text).
 * - `advancedCondition`: a nested `{ operator: 'and' | 'or', rules }` group that must hold too
 *   (rules may be groups again). A rule with neither `field` nor group holds. An unknown logic
 *   fails.
 *
 * @example
 * evaluateCondition({ field: 'bedrooms', logic: 'gte', compareWithValue: 3 }, { bedrooms: 4 }); // true
 * evaluateCondition({ field: 'price', logic: 'lte', compareWithField: 'budget' }, { price: 5, budget: 4 }); // false
 * evaluateCondition(
 *   { advancedCondition: { operator: 'or', rules: [{ field: 'goal', compareWithValue: 0 }, { field: 'garden', logic: 'notEmpty' }] } },
 *   { goal: 1, garden: 'yes' },
 * ); // true
 */
export function evaluateCondition(rule: ConditionRule, record: Readonly<Record<string, unknown>>): boolean {
  if (rule.field) {
    const logic = rule.logic ?? 'eq';
    if (!Object.hasOwn(comparisons, logic)) return false;
    const comparison = comparisons[logic];
    const expected = rule.compareWithField ? read(record, rule.compareWithField) : rule.compareWithValue;
    if (!comparison(read(record, rule.field), expected)) return false;
  }
  return rule.advancedCondition ? evaluateGroup(rule.advancedCondition, record) : true;
}
