import { listingPath, parseListingPath } from '@vitrine/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { filterMessages, listingCardMessages, resultsMessages, resultViewMessages } from '~/features/listings';
import { mapMessages } from '~/features/map';
import {
  isProjectSearchFiltered,
  parseProjectSearch,
  projectCardMessages,
  projectListMessages,
  projectSearchProblems,
  projectSearchQuery,
} from '~/features/projects';
import { projectMapProperties, searchProjects } from '~/features/projects/index.server';
import { graphqlClient } from '~/graphql/apollo.server';
import { loadResults } from './results.server';

/** The messages of what the projects list renders (filters, results, cards, the map), beside the root's. */
const projectListPageMessages = [
  projectListMessages,
  filterMessages,
  resultsMessages,
  projectCardMessages,
  listingCardMessages,
  resultViewMessages,
  mapMessages,
];

/**
 * The projects list loader (every language): the search from the query string, in its canonical
 * form (anything else is redirected, so every search has one URL), like the property lists.
 */
export async function loadProjectList({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const info = parseListingPath(url.pathname);
  if (!info || info.kind !== 'list' || info.listing !== 'projects') throw data(null, { status: 404 });
  const language = info.lang;
  const listPath = listingPath(language, 'projects');
  const search = parseProjectSearch(url.searchParams);
  const canonicalQuery = projectSearchQuery(search);
  if (url.search !== canonicalQuery) throw redirect(`${listPath}${canonicalQuery}`);

  const client = graphqlClient(context);
  const { found, map, pageLinks, messages } = await loadResults({
    url,
    client,
    language,
    listPath,
    search,
    searchQuery: projectSearchQuery,
    filtered: isProjectSearchFiltered(search),
    find: async () => ({ results: await searchProjects(client, language, search) }),
    markers: () => projectMapProperties(client, language, search),
    messages: projectListPageMessages,
  });
  return {
    language,
    listPath,
    search,
    results: found.results,
    problems: projectSearchProblems(search),
    map,
    pageLinks,
    messages,
  };
}

export type ProjectListData = Awaited<ReturnType<typeof loadProjectList>>;
