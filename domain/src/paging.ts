/** "Page X of Y plus a total count", with what a query needs to fetch that page. */
export interface Paging {
  /** The current page, 1-based, clamped to 1..pageCount. */
  readonly page: number;
  /** Number of pages; at least 1, so an empty result reads "page 1 of 1". */
  readonly pageCount: number;
  /** Total number of items (a non-negative integer). */
  readonly total: number;
  /** Items per page (at least 1). */
  readonly pageSize: number;
  /** Index of the page's first item. */
  readonly offset: number;
}

function wholeAtLeast(value: number, minimum: number): number {
  return Number.isFinite(value) ? Math.max(minimum, Math.floor(value)) : minimum;
}

/**
 * Page figures for a list: the requested page is clamped to the existing pages; invalid numbers
 * fall back (total 0, page 1, page size 1), fractions are rounded down.
 *
 * @example
 * paging(95, 3, 12); // { page: 3, pageCount: 8, total: 95, pageSize: 12, offset: 24 }
 * paging(95, 99, 12).page; // 8
 * paging(0, 1, 12); // { page: 1, pageCount: 1, total: 0, pageSize: 12, offset: 0 }
 */
export function paging(total: number, page: number, pageSize: number): Paging {
  const count = wholeAtLeast(total, 0);
  const size = wholeAtLeast(pageSize, 1);
  const pageCount = Math.max(1, Math.ceil(count / size));
  const current = Math.min(pageCount, wholeAtLeast(page, 1));
  return { page: current, pageCount, total: count, pageSize: size, offset: (current - 1) * size };
}
