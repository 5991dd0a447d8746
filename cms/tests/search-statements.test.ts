import { expect, inject, test } from 'vitest';

test('a search issues as many SQL statements for 24 results as for 4: relations are loaded per page, not per row', () => {
  const statements = inject('searchStatements');
  expect(statements[4]).toBeGreaterThan(0);
  expect(statements[24]).toBe(statements[4]);
});
