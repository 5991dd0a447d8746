import { alternatesOf, type Language } from '@vitrine/domain';
import { redirect } from 'react-router';
import type { ResultView } from '~/features/listings';
import type { MapProperty } from '~/features/map';
import { mapDisplayOf, mapFramePath } from '~/features/map/index.server';
import type { GraphqlClient } from '~/graphql/apollo.server';
import type { MessageTable } from '~/i18n/messages';
import { pageMessages } from '~/i18n/messages.server';
import { routeTablePageLinks } from '~/shell/language';
import { loadMapSettings } from '~/shell/site/site.server';

/** The map of a results page: its markers, the frame to show them in, the agent's map display. */
export type ResultsMapData = { properties: MapProperty[]; framePath: string } & ReturnType<typeof mapDisplayOf>;

interface ResultsInput<Search extends { readonly page: number; readonly view: ResultView }, Found> {
  readonly url: URL;
  readonly client: GraphqlClient;
  readonly language: Language;
  readonly listPath: string;
  readonly search: Search;
  /** The canonical query string of a search. */
  readonly searchQuery: (search: Search) => string;
  /** Whether the search narrows or reorders the list (then the page is not indexed). */
  readonly filtered: boolean;
  /** The results of the search (and what else the page needs), read beside the map. */
  readonly find: () => Promise<Found & { results: { pageCount: number } }>;
  /** The search's markers, read only for the map view. */
  readonly markers: () => Promise<MapProperty[]>;
  /** The message tables of what the page renders, beside the root's. */
  readonly messages: readonly MessageTable[];
}

/**
 * What the property lists and the projects list load alike: the results beside the map (in the
 * map view), a page past the last one sent to the last, the page links (a filtered search is not
 * indexed; page 2 of everything is) and the page's messages.
 */
export async function loadResults<Search extends { readonly page: number; readonly view: ResultView }, Found>({
  url,
  client,
  language,
  listPath,
  search,
  searchQuery,
  filtered,
  find,
  markers,
  messages,
}: ResultsInput<Search, Found>) {
  const [found, properties, mapSettings] = await Promise.all([
    find(),
    search.view === 'map' ? markers() : null,
    search.view === 'map' ? loadMapSettings(client, language) : null,
  ]);
  if (search.page > found.results.pageCount) {
    throw redirect(`${listPath}${searchQuery({ ...search, page: found.results.pageCount })}`);
  }
  const map: ResultsMapData | null =
    properties && mapSettings ? { properties, framePath: mapFramePath(language), ...mapDisplayOf(mapSettings) } : null;
  return {
    found,
    map,
    pageLinks: routeTablePageLinks(
      alternatesOf(url.pathname),
      language,
      !filtered && search.page > 1 ? `?page=${search.page}` : '',
      filtered,
    ),
    messages: pageMessages(language, messages),
  };
}
