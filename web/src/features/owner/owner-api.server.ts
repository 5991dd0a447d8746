import type { Language } from '@vitrine/domain';
import { env } from '~/env.server';
import { strapiFetch } from '~/graphql/strapi-fetch.server';
import type { OwnerListing } from './portal-data';

/** The visitor as Strapi's limits see them: the address this server forwards, with its proof. */
export interface Visitor {
  address: string;
}

function visitorHeaders(visitor: Visitor): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': visitor.address };
  if (env.PROXY_SECRET) headers['x-vitrine-proxy-secret'] = env.PROXY_SECRET;
  return headers;
}

type StrapiError = { error?: { message?: string; details?: { code?: string; retryAfter?: number } } };

async function post(
  path: string,
  body: unknown,
  visitor: Visitor,
): Promise<{ status: number; body: StrapiError & Record<string, unknown> } | null> {
  try {
    // strapiFetch: its timeout, and no wait at all while Strapi is known to be down.
    const response = await strapiFetch(`${env.STRAPI_URL}/api${path}`, {
      method: 'POST',
      headers: visitorHeaders(visitor),
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => ({}))) as StrapiError & Record<string, unknown>,
    };
  } catch {
    return null;
  }
}

/** What a login, a password mail or a reset gave. */
export type AuthOutcome =
  | { kind: 'ok'; jwt?: string }
  | { kind: 'invalid'; message?: string }
  | { kind: 'limited'; retryAfter: number }
  | { kind: 'failed' };

function outcomeOf(answer: Awaited<ReturnType<typeof post>>): AuthOutcome {
  if (!answer || answer.status >= 500) return { kind: 'failed' };
  if (answer.status === 429) return { kind: 'limited', retryAfter: answer.body.error?.details?.retryAfter ?? 600 };
  if (answer.status === 200)
    return { kind: 'ok', jwt: typeof answer.body.jwt === 'string' ? answer.body.jwt : undefined };
  if (answer.status === 400) return { kind: 'invalid', message: answer.body.error?.message };
  return { kind: 'failed' };
}

/** Strapi's users-permissions login (its owner rules: src/owner/auth.ts in the cms). */
export async function logIn(email: string, password: string, visitor: Visitor): Promise<AuthOutcome> {
  return outcomeOf(await post('/auth/local', { identifier: email, password }, visitor));
}

/** Asks for the password mail, in `language`; Strapi answers the same for any address. */
export async function askPasswordMail(email: string, language: Language, visitor: Visitor): Promise<AuthOutcome> {
  return outcomeOf(await post('/auth/forgot-password', { email, language }, visitor));
}

/** Sets a new password with the mail's code; on success, a JWT (the owner is signed in). */
export async function resetPassword(
  code: string,
  password: string,
  passwordConfirmation: string,
  visitor: Visitor,
): Promise<AuthOutcome> {
  return outcomeOf(await post('/auth/reset-password', { code, password, passwordConfirmation }, visitor));
}

/** Asks for a sign-in link by mail, in `language`; Strapi answers the same for any address. */
export async function askSignInLink(email: string, language: Language, visitor: Visitor): Promise<AuthOutcome> {
  return outcomeOf(await post('/owner/sign-in-link', { email, language }, visitor));
}

/** Trades a sign-in link's token for a JWT, once; `invalid` for an unknown, used or expired link. */
export async function exchangeSignInLink(token: string, visitor: Visitor): Promise<AuthOutcome> {
  return outcomeOf(await post('/owner/sign-in-link/use', { token }, visitor));
}

/**
 * Ends the owner's sessions in Strapi (`POST /api/auth/logout`, every session of the account, decision
 * 024): the token is dead even where a copy of the cookie survives. False when Strapi could not
 * be told (the site's cookie is cleared anyway).
 */
export async function logOut(jwt: string, visitor: Visitor): Promise<boolean> {
  try {
    const response = await strapiFetch(`${env.STRAPI_URL}/api/auth/logout`, {
      method: 'POST',
      headers: { ...visitorHeaders(visitor), authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ scope: 'all' }),
    });
    await response.arrayBuffer();
    // 401: the session had already ended.
    return response.ok || response.status === 401;
  } catch {
    return false;
  }
}

/** The owner's portal data, or why there is none. */
export type PortalOutcome = { kind: 'ok'; listings: OwnerListing[] } | { kind: 'expired' } | { kind: 'failed' };

/** The signed-in owner's listings and figures (`GET /api/owner/portal` with the owner's JWT). */
export async function loadPortal(jwt: string, language: Language): Promise<PortalOutcome> {
  try {
    const response = await strapiFetch(`${env.STRAPI_URL}/api/owner/portal?language=${language}`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    // 401: the JWT expired or is not valid; 403: not an owner.
    if (response.status === 401 || response.status === 403) return { kind: 'expired' };
    if (!response.ok) return { kind: 'failed' };
    const body = (await response.json()) as { data?: OwnerListing[] };
    return Array.isArray(body.data) ? { kind: 'ok', listings: body.data } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
