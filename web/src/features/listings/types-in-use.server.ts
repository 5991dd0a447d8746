import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Language } from '@vitrine/domain';
import { parse } from 'graphql';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { sharedRead } from '~/graphql/shared-read.server';
import type { TypeCountFragment } from '~/graphql/strapi-operations.generated';

/**
 * Which property types have listings on offer, so the search form offers no type that can only
 * answer "No results". Counting every type of the tree takes one count per type, so the answer
 * is shared (`sharedRead`) per language and list for this long, then read again in the background
 * while the old one is served: a type that gets its first listing appears in the filter within
 * minutes, no visitor waits for it.
 */
export const typesInUseRefreshMs = 5 * 60_000;

/** What each count of {@link countQuery} reads. */
const typeCountFragment = gql`
  fragment TypeCount on PropertyEntityResponseCollection {
    pageInfo {
      total
    }
  }
`;

/**
 * One count per type, in one request: `t{id}` is the number of listed listings of that exact type.
 * Built per type tree, so it is parsed here rather than written as a `gql` document
 * (src/graphql/documents.test.ts validates it with sample ids).
 */
export function countQuery(
  ids: readonly number[],
): TypedDocumentNode<Record<string, TypeCountFragment | null>, { locale: string; goal: number; statuses: string[] }> {
  const counts = ids.map(
    (id) =>
      `t${Number(id)}: properties_connection(locale: $locale, filters: { goal: { eq: $goal }, listingStatus: { in: $statuses }, propertyType: { classificationId: { eq: ${Number(id)} } } }, pagination: { pageSize: 1 }) { ...TypeCount }`,
  );
  const query = parse(`
    query PropertyTypesInUse($locale: I18NLocaleCode, $goal: Int, $statuses: [String]) {
      ${counts.join('\n      ')}
    }
  `);
  return { ...query, definitions: [...query.definitions, ...typeCountFragment.definitions] };
}

async function readTypesInUse(
  client: GraphqlClient,
  language: Language,
  goal: number,
  ids: readonly number[],
  statuses: readonly string[],
): Promise<ReadonlySet<number>> {
  const { data } = await client.query({
    query: countQuery(ids),
    variables: { locale: language, goal, statuses: [...statuses] },
  });
  if (!data) throw new Error('Strapi answered without data');
  return new Set(ids.filter((id) => (data[`t${id}`]?.pageInfo.total ?? 0) > 0));
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
  const key = `types-in-use|${language}|${goal}|${statuses.join(',')}|${ids.join(',')}`;
  try {
    return await sharedRead(client, key, () => readTypesInUse(client, language, goal, ids, statuses), {
      ttlMs: typesInUseRefreshMs,
      staleMs: Infinity,
      now,
    });
  } catch (error) {
    console.warn(`Property types in use unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
