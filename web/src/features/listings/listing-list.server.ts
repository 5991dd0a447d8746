import { alternatesOf, listingPath, parseListingPath } from '@vitrine/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { routeTablePageLinks } from '~/features/language';
import { mapFramePath, mapProperties } from '~/features/map/map.server';
import { graphqlClient } from '~/graphql/apollo.server';
import { isFiltered, listingSearchQuery, parseListingSearch } from './listing-search';
import { propertyTypeOptions, searchListings } from './listings.server';

/**
 * The loader of the for-sale and for-rent lists (one module for both, in every language): the
 * list is recognised from the path, the search from the query string. A query that is not in its
 * canonical form (empty fields from the GET form, a `goal` switch from the home search) is
 * redirected, so every search has exactly one URL.
 */
export async function loadListingList({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const info = parseListingPath(url.pathname);
  if (!info || info.kind !== 'list' || info.goal === undefined) throw data(null, { status: 404 });
  const { lang: language, goal } = info;
  const search = parseListingSearch(url.searchParams);
  const requestedGoal = url.searchParams.get('goal');
  const targetGoal = requestedGoal === '0' || requestedGoal === '1' ? Number(requestedGoal) : goal;
  const canonicalQuery = listingSearchQuery(search);
  if (targetGoal !== goal || url.search !== canonicalQuery) {
    throw redirect(`${listingPath(language, targetGoal)}${canonicalQuery}`);
  }

  const client = graphqlClient(context);
  const [results, typeOptions, markers] = await Promise.all([
    searchListings(client, language, goal, search),
    propertyTypeOptions(client, language),
    search.view === 'map' ? mapProperties(client, language, goal, search) : null,
  ]);
  if (search.page > results.pageCount) {
    throw redirect(`${listingPath(language, goal)}${listingSearchQuery({ ...search, page: results.pageCount })}`);
  }
  const filtered = isFiltered(search);
  return {
    language,
    goal,
    listPath: listingPath(language, goal),
    search,
    results,
    typeOptions,
    map: markers ? { properties: markers, framePath: mapFramePath(language) } : null,
    pageLinks: routeTablePageLinks(
      alternatesOf(url.pathname),
      language,
      !filtered && search.page > 1 ? `?page=${search.page}` : '',
      filtered,
    ),
  };
}

export type ListingListData = Awaited<ReturnType<typeof loadListingList>>;
