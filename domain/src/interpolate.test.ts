import { expect, test } from 'vitest';
import { interpolate, maxInterpolationReplacements } from './interpolate.js';

test.each([
  ['Page {{page}} of {{ pages }}', { page: 2, pages: 7 }, 'Page 2 of 7'],
  ['Hello {{name}}', {}, 'Hello {{name}}'],
  ['Hello {{name}}', { name: null }, 'Hello {{name}}'],
  ['{{a}}{{a}}', { a: 'x' }, 'xx'],
  ['{{agent.name}} ({{agent.phone}})', { agent: { name: 'An', phone: '09 123' } }, 'An (09 123)'],
  ['{{ok}} and {{count}}', { ok: true, count: 0 }, 'true and 0'],
  ['{{agent}}', { agent: { name: 'An' } }, '{{agent}}'],
  ['No placeholders', { a: 1 }, 'No placeholders'],
  ['{{x}}', { x: '{{y}}', y: 'no' }, '{{y}}'],
  ['{{constructor}}', {}, '{{constructor}}'],
  ['{single}', { single: 1 }, '{single}'],
])('interpolate(%j, %j) → %j', (template, values, expected) => {
  expect(interpolate(template, values)).toBe(expected);
});

test('at most 1000 replacements', () => {
  expect(maxInterpolationReplacements).toBe(1000);
  const result = interpolate('{{x}}'.repeat(1001), { x: 'a' });
  expect(result).toBe(`${'a'.repeat(1000)}{{x}}`);
});
