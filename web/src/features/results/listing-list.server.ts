import { classificationBranchIds, listingPath, parseListingPath } from '@vitrine/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { saveSearchMessages } from '~/features/demand';
import { saveSearchPath } from '~/features/demand/index.server';
import {
  filterMessages,
  isFiltered,
  listingCardMessages,
  listingMessages,
  listingSearchQuery,
  parseListingSearch,
  resultsMessages,
  resultViewMessages,
  searchProblems,
} from '~/features/listings';
import { offeredPropertyTypes, propertyTypeTree, searchAreaOf, searchListings } from '~/features/listings/index.server';
import { mapMessages } from '~/features/map';
import { mapProperties } from '~/features/map/index.server';
import { graphqlClient } from '~/graphql/apollo.server';
import { loadResults } from './results.server';

/** The messages of what a list renders (results, filters, cards, the map), beside the root's. */
const listPageMessages = [
  listingMessages,
  resultsMessages,
  filterMessages,
  listingCardMessages,
  resultViewMessages,
  mapMessages,
  saveSearchMessages,
];

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
  const typeTree = propertyTypeTree(client, language);
  // The drawn area, or the circle around the place (its centre read first), for the list and the map alike.
  const area = searchAreaOf(client, language, search);
  // A chosen type needs the tree (a parent type finds its children's listings too); no other search waits for it.
  const typeIds = search.type === null ? null : classificationBranchIds(await typeTree, search.type);
  const listPath = listingPath(language, goal);
  const { found, map, pageLinks, messages } = await loadResults({
    url,
    client,
    language,
    listPath,
    search,
    searchQuery: listingSearchQuery,
    filtered: isFiltered(search),
    find: async () => {
      const [results, typeOptions] = await Promise.all([
        searchListings(client, language, goal, search, typeIds, (await area).area),
        typeTree.then((tree) => offeredPropertyTypes(client, language, tree, [goal], search.type)),
      ]);
      return { results, typeOptions };
    },
    markers: async () => mapProperties(client, language, goal, search, typeIds, (await area).area),
    messages: listPageMessages,
  });
  const { results, typeOptions } = found;
  return {
    language,
    goal,
    listPath,
    search,
    results,
    typeOptions,
    problems: searchProblems(search),
    areaProblem: (await area).problem,
    /** The area the results lie in (drawn, or around the place), outlined on the map. */
    mapArea: (await area).area,
    saveSearchPath: saveSearchPath(language, goal, canonicalQuery),
    map,
    pageLinks,
    messages,
  };
}

export type ListingListData = Awaited<ReturnType<typeof loadListingList>>;
