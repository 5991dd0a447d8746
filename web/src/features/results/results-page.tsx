import type { Language } from '@vitrine/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { resultsMessages, type ResultView } from '~/features/listings';
import { ResultsMap, type MapProperty } from '~/features/map';
import type { PageLinks } from '~/shell/language';
import { PageHead } from '~/shell/site';
import { Pagination } from './pagination';
import type { ResultsMapData } from './results.server';
import { NoResults, ResultViews, SearchLayout } from './search-layout';

/** What a results loader gives its page (see `loadResults`). */
export interface ResultsPageData<Search extends { readonly page: number; readonly view: ResultView }> {
  readonly language: Language;
  readonly listPath: string;
  readonly search: Search;
  readonly results: { readonly page: number; readonly pageCount: number; readonly total: number };
  readonly problems: readonly unknown[];
  readonly map: ResultsMapData | null;
  readonly pageLinks: PageLinks;
}

interface ResultsPageProps<Search extends { readonly page: number; readonly view: ResultView }> {
  readonly data: ResultsPageData<Search>;
  /** The canonical query string of a search (views and pages link to it). */
  readonly searchQuery: (search: Search) => string;
  readonly title: string;
  readonly description: string;
  /** An introduction under the title. */
  readonly lead?: string;
  /** The number of results in words ("12 properties", "3 projects"). */
  readonly count: string;
  /** The search form. */
  readonly filters: ReactNode;
  /** The map's own count of what it shows, when not "n properties on the map". */
  readonly mapCount?: (properties: readonly MapProperty[]) => string;
  /** The cards of this page, or `null` when the search found nothing. */
  readonly cards: ((prioritiseFirst: boolean) => ReactNode) | null;
  /** What an empty list says, when not "no results" with a link that clears the search. */
  readonly empty?: ReactNode;
  /** The search's area and the search with another one: the map then offers drawing (and shows when empty). */
  readonly area?: { readonly current: string | null; readonly href: (area: string | null) => string };
}

/**
 * A results page (for sale, for rent, projects): the title with the total and "page X of Y", the
 * filters, the list/map switch, the map when asked for, the cards and the pages.
 */
export function ResultsPage<Search extends { readonly page: number; readonly view: ResultView }>({
  data,
  searchQuery,
  title,
  description,
  lead,
  count,
  filters,
  mapCount,
  cards,
  empty,
  area,
}: ResultsPageProps<Search>) {
  const intl = useIntl();
  const { listPath, search, results, problems, map } = data;
  return (
    <>
      <PageHead
        title={results.page > 1 ? `${title} — ${intl.formatMessage(resultsMessages.pageOf, results)}` : title}
        description={description}
      />
      <SearchLayout
        title={title}
        lead={lead}
        count={count}
        page={results.page}
        pageCount={results.pageCount}
        total={results.total}
        views={<ResultViews current={search.view} href={(view) => `${listPath}${searchQuery({ ...search, view })}`} />}
        filters={filters}
        filtersOpen={data.pageLinks.noindex === true || problems.length > 0}
      >
        {/* With an area, the map stays when nothing is inside it, so another can be drawn. */}
        {map && (cards || area?.current) ? (
          <ResultsMap
            language={data.language}
            properties={map.properties}
            framePath={map.framePath}
            customMarker={map.customMarker}
            marqueeIgnoreList={map.marqueeIgnoreList}
            countText={mapCount?.(map.properties)}
            area={area}
          />
        ) : null}
        {cards ? (
          <>
            {cards(!map)}
            <Pagination
              page={search.page}
              pageCount={results.pageCount}
              href={(page) => `${listPath}${searchQuery({ ...search, page })}`}
            />
          </>
        ) : (
          (empty ?? <NoResults clearPath={listPath} />)
        )}
      </SearchLayout>
    </>
  );
}
