import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { resultsMessages } from '~/features/listings';

/** Page numbers to show: first, last, and the current page with its neighbours; `null` is a gap. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - (sorted[i - 1] as number) > 1 ? [null, n] : [n]));
}

/**
 * Page links of a result list (they work without JavaScript). `href` gives a page's URL with the
 * rest of the search kept.
 */
export function Pagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={intl.formatMessage(resultsMessages.paginationLabel)}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pagination__step">
              {intl.formatMessage(resultsMessages.previousPage)}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={intl.formatMessage(resultsMessages.goToPage, { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} rel="next" className="pagination__step">
              {intl.formatMessage(resultsMessages.nextPage)}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
