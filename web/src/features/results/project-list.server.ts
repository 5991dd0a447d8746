import { alternatesOf, listingPath, parseListingPath } from '@vitrine/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { filterMessages, listingCardMessages, resultsMessages, resultViewMessages } from '~/features/listings';
import { mapMessages } from '~/features/map';
import { mapDisplayOf, mapFramePath } from '~/features/map/index.server';
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
import { pageMessages } from '~/i18n/messages.server';
import { routeTablePageLinks } from '~/shell/language';
import { loadMapSettings } from '~/shell/site/site.server';

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
  const [results, markers, mapSettings] = await Promise.all([
    searchProjects(client, language, search),
    search.view === 'map' ? projectMapProperties(client, language, search) : null,
    search.view === 'map' ? loadMapSettings(client, language) : null,
  ]);
  if (search.page > results.pageCount) {
    throw redirect(`${listPath}${projectSearchQuery({ ...search, page: results.pageCount })}`);
  }
  const filtered = isProjectSearchFiltered(search);
  return {
    language,
    listPath,
    search,
    results,
    problems: projectSearchProblems(search),
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
    messages: pageMessages(language, projectListPageMessages),
  };
}

export type ProjectListData = Awaited<ReturnType<typeof loadProjectList>>;
