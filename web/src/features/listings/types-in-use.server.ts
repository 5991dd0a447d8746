import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Language } from '@vitrine/domain';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { sharedRead } from '~/graphql/shared-read.server';
import type { PropertyTypesInUseQuery, PropertyTypesInUseQueryVariables } from '~/graphql/strapi-operations.generated';

/**
 * Which property types have listings on offer, so the search form offers no type that can only
 * answer "No results". Strapi answers it in one grouped query (cms/src/types-in-use: it used to
 * take one count per type of the tree, 68 of them, which a cold list page at 100,000 listings
 * waited for). The answer is still shared (`sharedRead`) per language and list for this long, then
 * read again in the background while the old one is served: a type that gets its first listing
 * appears in the filter within minutes, no visitor waits for it.
 */
export const typesInUseRefreshMs = 5 * 60_000;

const PROPERTY_TYPES_IN_USE: TypedDocumentNode<PropertyTypesInUseQuery, PropertyTypesInUseQueryVariables> = gql`
  query PropertyTypesInUse($locale: I18NLocaleCode!, $goal: Int!, $statuses: [String!]!) {
    propertyTypesInUse(locale: $locale, goal: $goal, statuses: $statuses)
  }
`;

async function readTypesInUse(
  client: GraphqlClient,
  language: Language,
  goal: number,
  statuses: readonly string[],
): Promise<ReadonlySet<number>> {
  const { data } = await client.query({
    query: PROPERTY_TYPES_IN_USE,
    variables: { locale: language, goal, statuses: [...statuses] },
  });
  if (!data) throw new Error('Strapi answered without data');
  return new Set(data.propertyTypesInUse);
}

/**
 * The ids among `ids` that have at least one listing on offer (`statuses`) in the list `goal`,
 * in a language; `null` when that cannot be read (then every type is offered, and the next
 * request asks again). Kept for {@link typesInUseRefreshMs}, then served while a fresh answer is read.
 */
export async function typesInUse(
  client: GraphqlClient,
  language: Language,
  goal: number,
  ids: readonly number[],
  statuses: readonly string[],
  now = Date.now(),
): Promise<ReadonlySet<number> | null> {
  if (ids.length === 0) return new Set();
  const key = `types-in-use|${language}|${goal}|${statuses.join(',')}`;
  try {
    const inUse = await sharedRead(client, key, () => readTypesInUse(client, language, goal, statuses), {
      ttlMs: typesInUseRefreshMs,
      staleMs: Infinity,
      now,
    });
    return new Set(ids.filter((id) => inUse.has(id)));
  } catch (error) {
    console.warn(`Property types in use unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
