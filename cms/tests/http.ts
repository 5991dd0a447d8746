import { inject } from 'vitest';

export const strapiUrl = () => inject('strapiUrl');

/**
 * An anonymous request comes from a visitor of its own, as the site's server (a trusted proxy)
 * forwards it: Strapi's per-address rate limits then count what one visitor does, not the whole
 * suite. tests/abuse.test.ts sends bursts from one address on purpose.
 */
function anonymousVisitor(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `198.18.${octet()}.${octet()}`, 'x-vitrine-proxy-secret': inject('mail').proxySecret };
}

export type GraphQLResult<T> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** Posts a GraphQL document as an anonymous visitor (or with a bearer token). */
export async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLResult<T>> {
  const response = await fetch(`${strapiUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : anonymousVisitor()),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult<T>;
}

/**
 * Whether a request failed on a kept-alive connection the server closed just as it was reused (its
 * idle timeout, 5 s, met the request): only then is a read sent again.
 */
const closedWhileIdle = (error: unknown) => {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
};

/** Calls the REST API; returns the status and the parsed body. */
export async function rest<T = any>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const send = () =>
    fetch(`${strapiUrl()}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : anonymousVisitor()),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // A test that scans the database for seconds between two calls meets that race; a write is
  // never sent twice.
  const response = await send().catch((error: unknown) => {
    if (method === 'GET' && closedWhileIdle(error)) return send();
    throw error;
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export const adminToken = () => inject('adminToken');
/** The admin panel's session, logged in once for the suite (global-setup.ts). */
export const adminJwt = () => inject('adminJwt');
