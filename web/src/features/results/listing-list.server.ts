import { alternatesOf, classificationBranchIds, listingPath, parseListingPath } from '@vitrine/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
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
import { offeredPropertyTypes, propertyTypeTree, searchListings } from '~/features/listings/index.server';
import { mapMessages } from '~/features/map';
import { mapDisplayOf, mapFramePath, mapProperties } from '~/features/map/index.server';
import { graphqlClient } from '~/graphql/apollo.server';
import { pageMessages } from '~/i18n/messages.server';
import { routeTablePageLinks } from '~/shell/language';
import { loadMapSettings } from '~/shell/site/site.server';

/** The messages of what a list renders (results, filters, cards, the map), beside the root's. */
const listPageMessages = [
  listingMessages,
  resultsMessages,
  filterMessages,
  listingCardMessages,
  resultViewMessages,
  mapMessages,
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
  // A chosen type needs the tree (a parent type finds its children's listings too); no other search waits for it.
  const typeIds = search.type === null ? null : classificationBranchIds(await typeTree, search.type);
  const [results, typeOptions, markers, mapSettings] = await Promise.all([
    searchListings(client, language, goal, search, typeIds),
    typeTree.then((tree) => offeredPropertyTypes(client, language, tree, [goal], search.type)),
    search.view === 'map' ? mapProperties(client, language, goal, search, typeIds) : null,
    search.view === 'map' ? loadMapSettings(client, language) : null,
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
    problems: searchProblems(search),
    map:
      markers && mapSettings
        ? { properties: markers, framePath: mapFramePath(language), ...mapDisplayOf(mapSettings) }
        : null,
    pageLinks: routeTablePageLinks(
      alternatesOf(url.pathname),
      language,
      !filtered && search.page > 1 ? `?page=${search.page}` : '',
      filtered,
    ),
    messages: pageMessages(language, listPageMessages),
  };
}

export type ListingListData = Awaited<ReturnType<typeof loadListingList>>;
