import { expect, test } from 'vitest';
import { paging } from './paging.js';

test.each([
  // [total, page, pageSize] → page, pageCount, total, offset
  [95, 1, 12, 1, 8, 95, 0],
  [95, 3, 12, 3, 8, 95, 24],
  [95, 8, 12, 8, 8, 95, 84],
  [95, 9, 12, 8, 8, 95, 84],
  [96, 8, 12, 8, 8, 96, 84],
  [97, 9, 12, 9, 9, 97, 96],
  [0, 1, 12, 1, 1, 0, 0],
  [0, 5, 12, 1, 1, 0, 0],
  [10, 0, 12, 1, 1, 10, 0],
  [10, -3, 12, 1, 1, 10, 0],
  [10, Number.NaN, 5, 1, 2, 10, 0],
  [10, 2.7, 5, 2, 2, 10, 5],
  [-5, 1, 12, 1, 1, 0, 0],
  [Number.NaN, 1, 12, 1, 1, 0, 0],
  [3, 2, 0, 2, 3, 3, 1],
])(
  'paging(%d, %d, %d) → page %d of %d, total %d, offset %d',
  (total, page, pageSize, expectedPage, pageCount, expectedTotal, offset) => {
    expect(paging(total, page, pageSize)).toMatchObject({
      page: expectedPage,
      pageCount,
      total: expectedTotal,
      offset,
    });
  },
);
