import { expect, inject, test } from 'vitest';

test('a search issues as many SQL statements for 24 results as for 4: relations are loaded per page, not per row', () => {
  const { connection } = inject('searchStatements');
  expect(connection[4]).toBeGreaterThan(0);
  expect(connection[24]).toBe(connection[4]);
});

// cms/src/listing-search (decision 051): the page with its types, the count, the first photos.
test('the site’s listingSearch issues its three statements, whatever the page size', () => {
  const { site } = inject('searchStatements');
  expect(site).toEqual({ 4: 3, 24: 3 });
});
