import { describe, expect, test } from 'vitest';
import { evaluateCondition, type ConditionRule } from './condition-rule.js';

const listing = {
  goal: 0,
  price: 350000,
  priceText: '350000',
  budget: 400000,
  bedrooms: 3,
  city: 'Gent',
  label: 'C',
  flags: ['garden', 'garage'],
  remark: '  ',
  description: 'Sunny house with a Garden',
  available: '2025-06-01',
  energy: { label: 'B', score: 150 },
  nothing: null,
};

describe('evaluateCondition: comparisons', () => {
  test.each<[string, ConditionRule, boolean]>([
    ['eq number', { field: 'bedrooms', logic: 'eq', compareWithValue: 3 }, true],
    ['eq numeric text', { field: 'bedrooms', logic: 'eq', compareWithValue: '3' }, true],
    ['eq text', { field: 'city', logic: 'eq', compareWithValue: 'Gent' }, true],
    ['eq is case-sensitive', { field: 'city', logic: 'eq', compareWithValue: 'gent' }, false],
    ['eq null and missing', { field: 'nothing', logic: 'eq', compareWithValue: undefined }, true],
    ['eq null and text', { field: 'nothing', logic: 'eq', compareWithValue: '' }, false],
    ['eq two different objects', { field: 'energy', logic: 'eq', compareWithValue: { label: 'A' } }, false],
    ['logic defaults to eq', { field: 'goal', compareWithValue: 0 }, true],
    ['neq', { field: 'goal', logic: 'neq', compareWithValue: 1 }, true],
    ['neq equal', { field: 'goal', logic: 'neq', compareWithValue: '0' }, false],
    ['gt', { field: 'bedrooms', logic: 'gt', compareWithValue: 2 }, true],
    ['gt equal', { field: 'bedrooms', logic: 'gt', compareWithValue: 3 }, false],
    ['gte equal', { field: 'bedrooms', logic: 'gte', compareWithValue: 3 }, true],
    ['gte below', { field: 'bedrooms', logic: 'gte', compareWithValue: 4 }, false],
    ['lt', { field: 'price', logic: 'lt', compareWithValue: '350001' }, true],
    ['lt equal', { field: 'price', logic: 'lt', compareWithValue: 350000 }, false],
    ['lte equal', { field: 'priceText', logic: 'lte', compareWithValue: 350000 }, true],
    ['lte with field', { field: 'price', logic: 'lte', compareWithField: 'budget' }, true],
    ['gt with field', { field: 'price', logic: 'gt', compareWithField: 'budget', compareWithValue: 0 }, false],
    ['gt ISO dates', { field: 'available', logic: 'gt', compareWithValue: '2025-01-31' }, true],
    ['gt against missing', { field: 'missing', logic: 'gt', compareWithValue: 1 }, false],
    ['lt text against number', { field: 'city', logic: 'lt', compareWithValue: 5 }, false],
    ['contains text, any case', { field: 'description', logic: 'contains', compareWithValue: 'garden' }, true],
    ['contains text missing', { field: 'description', logic: 'contains', compareWithValue: 'pool' }, false],
    ['contains array', { field: 'flags', logic: 'contains', compareWithValue: 'garage' }, true],
    ['contains array missing', { field: 'flags', logic: 'contains', compareWithValue: 'lift' }, false],
    ['contains on number', { field: 'price', logic: 'contains', compareWithValue: 3 }, false],
    ['empty blank text', { field: 'remark', logic: 'empty' }, true],
    ['empty missing field', { field: 'missing', logic: 'empty' }, true],
    ['empty zero', { field: 'goal', logic: 'empty' }, false],
    ['notEmpty', { field: 'city', logic: 'notEmpty' }, true],
    ['notEmpty null', { field: 'nothing', logic: 'notEmpty' }, false],
    ['in array', { field: 'label', logic: 'in', compareWithValue: ['A', 'B', 'C'] }, true],
    ['in comma text', { field: 'label', logic: 'in', compareWithValue: 'A, B, C' }, true],
    ['in numbers', { field: 'bedrooms', logic: 'in', compareWithValue: ['2', '3'] }, true],
    ['in not listed', { field: 'label', logic: 'in', compareWithValue: ['A'] }, false],
    ['in array field overlaps', { field: 'flags', logic: 'in', compareWithValue: ['lift', 'garden'] }, true],
    ['in nothing', { field: 'label', logic: 'in', compareWithValue: null }, false],
    ['dotted field', { field: 'energy.label', logic: 'eq', compareWithValue: 'B' }, true],
    ['dotted compare field', { field: 'energy.score', logic: 'lt', compareWithField: 'bedrooms' }, false],
    ['unknown logic', { field: 'goal', logic: 'between' as never, compareWithValue: 0 }, false],
    ['prototype logic', { field: 'goal', logic: 'toString' as never, compareWithValue: 0 }, false],
    ['no field, no group', {}, true],
  ])('%s', (_, rule, expected) => {
    expect(evaluateCondition(rule, listing)).toBe(expected);
  });
});

describe('evaluateCondition: advancedCondition', () => {
  const forSale: ConditionRule = { field: 'goal', logic: 'eq', compareWithValue: 0 };
  const forRent: ConditionRule = { field: 'goal', logic: 'eq', compareWithValue: 1 };
  test.each<[string, ConditionRule, boolean]>([
    [
      'and: all hold',
      { advancedCondition: { operator: 'and', rules: [forSale, { field: 'city', logic: 'notEmpty' }] } },
      true,
    ],
    ['and: one fails', { advancedCondition: { operator: 'and', rules: [forSale, forRent] } }, false],
    ['or: one holds', { advancedCondition: { operator: 'or', rules: [forRent, forSale] } }, true],
    ['or: none holds', { advancedCondition: { operator: 'or', rules: [forRent] } }, false],
    ['and: empty holds', { advancedCondition: { operator: 'and', rules: [] } }, true],
    ['or: empty fails', { advancedCondition: { operator: 'or', rules: [] } }, false],
    [
      'field and group both hold',
      { ...forSale, advancedCondition: { operator: 'or', rules: [forRent, forSale] } },
      true,
    ],
    ['field fails, group holds', { ...forRent, advancedCondition: { operator: 'or', rules: [forSale] } }, false],
    [
      'nested groups',
      {
        advancedCondition: {
          operator: 'and',
          rules: [
            forSale,
            { operator: 'or', rules: [forRent, { field: 'bedrooms', logic: 'gte', compareWithValue: 3 }] },
          ],
        },
      },
      true,
    ],
    [
      'nested rule with its own group',
      { advancedCondition: { operator: 'and', rules: [{ advancedCondition: { operator: 'or', rules: [forRent] } }] } },
      false,
    ],
  ])('%s', (_, rule, expected) => {
    expect(evaluateCondition(rule, listing)).toBe(expected);
  });
});
