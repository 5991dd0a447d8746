import type { SearcherCount } from '@vitrine/domain';
import { data } from 'react-router';
import { env } from '~/env.server';
import { visitorAddress } from '~/features/forms/index.server';
import { strapiFetch } from '~/graphql/strapi-fetch.server';
import { searcherQuestion, type SearchersAnswer } from './searchers';

const kinds = new Set(['none', 'few', 'count']);

const isCount = (value: unknown): value is SearcherCount => {
  const count = value as { kind?: unknown; n?: unknown } | null;
  return (
    typeof count?.kind === 'string' &&
    kinds.has(count.kind) &&
    (count.n === null || (typeof count.n === 'number' && Number.isInteger(count.n)))
  );
};

/**
 * Asks Strapi how many confirmed searches want the described home (`GET /api/searchers`, as the
 * visitor: Strapi's limit counts the visitor's address). Incomplete values ask nothing.
 */
export async function askSearchers(
  request: Request,
  values: Readonly<Record<string, unknown>>,
): Promise<SearchersAnswer> {
  const question = searcherQuestion(values);
  if (!question) return { kind: 'incomplete' };
  const headers: Record<string, string> = {
    'x-forwarded-for': visitorAddress(request, env.TRUSTED_PROXY),
  };
  if (env.PROXY_SECRET) headers['x-vitrine-proxy-secret'] = env.PROXY_SECRET;
  try {
    const response = await strapiFetch(`${env.STRAPI_URL}/api/searchers?${question}`, { headers });
    if (response.status !== 200) return { kind: 'unavailable' };
    const body = (await response.json()) as { data?: unknown };
    return isCount(body.data) ? { kind: 'answer', count: body.data } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/**
 * `/_searchers?homeType=…&zip=…&askingPriceMin=…&askingPriceMax=…&bedrooms=…`: the count the
 * valuation page's script shows as the fields change (the form's own field names).
 */
export async function searchersResource(request: Request) {
  const url = new URL(request.url);
  const answer = await askSearchers(request, Object.fromEntries(url.searchParams));
  // Strapi keeps each answer a minute; so may the browser.
  return data(answer, { headers: { 'Cache-Control': answer.kind === 'answer' ? 'private, max-age=60' : 'no-store' } });
}
