import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  contentFallbackLanguage,
  favouritesPath,
  isLanguage,
  languages,
  listingPath,
  parseFavourites,
  serializeFavourites,
  withFavourite,
  type Language,
} from '@vitrine/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { listingCardMessages, type ListingSummary } from '~/features/listings';
import {
  favouritesInCookies,
  favouritesSetCookie,
  listingCardFragment,
  toListingSummary,
} from '~/features/listings/index.server';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import type { FavouriteListingsQuery, FavouriteListingsQueryVariables } from '~/graphql/strapi-operations.generated';
import { pageMessages } from '~/i18n/messages.server';
import type { Alternates, PageLinks } from '~/shell/language';
import { favouritesMessages } from './messages';

const FAVOURITE_LISTINGS: TypedDocumentNode<FavouriteListingsQuery, FavouriteListingsQueryVariables> = gql`
  query FavouriteListings($locale: I18NLocaleCode, $ids: [ID]) {
    properties(locale: $locale, filters: { documentId: { in: $ids } }, pagination: { limit: 50 }) {
      ...ListingCard
    }
  }
  ${listingCardFragment}
`;

const messages = [favouritesMessages, listingCardMessages];
type FavouriteNode = NonNullable<FavouriteListingsQuery['properties'][number]>;

/** A saved listing as the page shows it: its card, or nothing when it is no longer online. */
export interface FavouriteItem {
  readonly id: string;
  readonly listing: ListingSummary | null;
  /** Sold, rented or taken offline: marked on the page. */
  readonly unavailable: boolean;
}

/** The shortlist in the request's cookie (validated, bounded). */
export function favouritesOf(request: Request): string[] {
  return parseFavourites(favouritesInCookies(request.headers.get('cookie')));
}

function languageOf(url: URL): Language {
  const language = url.pathname.split('/')[1];
  if (!isLanguage(language)) throw data(null, { status: 404 });
  return language;
}

/** The cards of saved listings, in the page's language (German falls back to English). */
async function savedListings(client: GraphqlClient, ids: readonly string[], language: Language) {
  const found = new Map<string, FavouriteNode>();
  for (const locale of [language, contentFallbackLanguage[language]]) {
    const missing = ids.filter((id) => !found.has(id));
    if (!locale || missing.length === 0) continue;
    const { data: result } = await client.query({ query: FAVOURITE_LISTINGS, variables: { locale, ids: missing } });
    for (const node of result?.properties ?? []) if (node) found.set(node.documentId, node);
  }
  return found;
}

/**
 * The favourites page: the visitor's shortlist (cookie), or the list of a shared link
 * (`?ids=a.b.c`), newest first; a sold, rented or unpublished listing stays in the list, marked.
 */
export async function loadFavouritesPage({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const url = new URL(request.url);
  const language = languageOf(url);
  const shared = url.searchParams.has('ids');
  const ids = shared ? parseFavourites(url.searchParams.get('ids')) : favouritesOf(request);
  const found =
    ids.length > 0 ? await savedListings(graphqlClient(context), ids, language) : new Map<string, FavouriteNode>();
  const items: FavouriteItem[] = [...ids].reverse().map((id) => {
    const node = found.get(id);
    const listing = node ? toListingSummary(language, node) : null;
    return {
      id,
      listing,
      unavailable: !listing || node?.listingStatus === 'sold' || node?.listingStatus === 'rented',
    };
  });
  const path = favouritesPath(language);
  const alternates = Object.fromEntries(languages.map((lang) => [lang, favouritesPath(lang)])) as Alternates;
  const pageLinks: PageLinks = { alternates, canonical: path, noindex: true };
  return {
    language,
    ids,
    shared,
    items,
    added: url.searchParams.get('added') === '1',
    shareUrl: ids.length > 0 ? `${url.origin}${path}?ids=${serializeFavourites(ids)}` : null,
    links: { forSale: listingPath(language, 0), forRent: listingPath(language, 1) },
    pageLinks,
    messages: pageMessages(language, messages),
  };
}

export type FavouritesPageData = Awaited<ReturnType<typeof loadFavouritesPage>>;

/**
 * What the hearts and the page's buttons post (they work without JavaScript): add or remove one
 * listing, add a shared list, kept in the cookie; then 303 back to the favourites page of the
 * page's language (never to a posted address).
 */
export async function favouritesAction({ request }: { request: Request }) {
  const url = new URL(request.url);
  const language = languageOf(url);
  // Another site's form would post without the visitor's cookie (SameSite) and so replace the list.
  if (request.headers.get('sec-fetch-site') === 'cross-site') throw data(null, { status: 403 });
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const current = favouritesOf(request);
  const id = parseFavourites(field('id'))[0];
  let next: string[];
  switch (field('intent')) {
    case 'add':
      if (!id) throw data(null, { status: 400 });
      next = withFavourite(current, id, true);
      break;
    case 'remove':
      next = id ? withFavourite(current, id, false) : current;
      break;
    case 'keep':
      next = parseFavourites(field('ids')).reduce((list, shared) => withFavourite(list, shared, true), current);
      break;
    default:
      throw data(null, { status: 400 });
  }
  const value = serializeFavourites(next);
  const cookie = favouritesSetCookie(value);
  const target = `${favouritesPath(language)}${field('intent') === 'add' ? '?added=1' : ''}`;
  return redirect(target, { status: 303, headers: { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
}
