import { inject } from 'vitest';
import { adminToken, rest, strapiUrl } from './http';
import { uniqueAddress, visitorIp } from './visitor';

/** Logs in over REST as the site's server does for a visitor at `ip`. */
export async function login(identifier: string, password: string, ip = visitorIp()) {
  const response = await fetch(`${strapiUrl()}/api/auth/local`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      'x-vitrine-proxy-secret': inject('mail').proxySecret,
    },
    body: JSON.stringify({ identifier, password }),
  });
  const body = (await response.json()) as {
    jwt?: string;
    error?: { message: string; details?: { code?: string; retryAfter?: number } };
  };
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

/** The status of the owner portal for `jwt` (200: the session is alive; 401: it has ended). */
export async function portalStatus(jwt: string): Promise<number> {
  const response = await fetch(`${strapiUrl()}/api/owner/portal`, { headers: { authorization: `Bearer ${jwt}` } });
  await response.arrayBuffer();
  return response.status;
}

/** Logs out as the site does: Strapi ends every session of the token's owner. */
export async function logout(jwt: string, ip = visitorIp()) {
  const response = await fetch(`${strapiUrl()}/api/auth/logout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${jwt}`,
      'x-forwarded-for': ip,
      'x-vitrine-proxy-secret': inject('mail').proxySecret,
    },
    body: JSON.stringify({ scope: 'all' }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Posts to a users-permissions auth route as a visitor at `ip`. */
export async function authPost(path: string, body: unknown, ip = visitorIp()) {
  const response = await fetch(`${strapiUrl()}/api/auth/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      'x-vitrine-proxy-secret': inject('mail').proxySecret,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** The demo owner's JWT. */
export async function demoOwnerToken(): Promise<string> {
  const { identifier, password } = inject('ownerLogin');
  const result = await login(identifier, password);
  if (!result.body.jwt) throw new Error(`The demo owner could not log in: ${JSON.stringify(result.body)}`);
  return result.body.jwt;
}

/** The id of the Owner role. */
async function ownerRoleId(): Promise<number> {
  const roles = await rest('GET', '/users-permissions/roles', undefined, adminToken());
  return roles.body.roles.find((role: { type: string }) => role.type === 'owner').id;
}

/** A new owner account with a password chosen by the test (as an agent creates one). */
export async function newOwner(
  name: string,
): Promise<{ id: number; documentId: string; email: string; password: string }> {
  const email = uniqueAddress(name);
  const password = `Pw-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const created = await rest(
    'POST',
    '/users',
    { username: email, email, password, confirmed: true, blocked: false, role: await ownerRoleId() },
    adminToken(),
  );
  if (created.status !== 201) throw new Error(`Could not create an owner: ${JSON.stringify(created.body)}`);
  return { id: created.body.id, documentId: created.body.documentId, email, password };
}

/**
 * The second demo owner, with a password this test sets (the seed gives it an unknown random one
 * unless DEMO_OWNER2_PASSWORD is set).
 */
export async function secondOwnerToken(): Promise<string> {
  const users = await rest('GET', '/users?filters[username][$eq]=owner2', undefined, adminToken());
  const owner = users.body[0];
  if (!owner) throw new Error('The demo seed has no second owner');
  const password = `Pw-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const changed = await rest('PUT', `/users/${owner.id}`, { password }, adminToken());
  if (changed.status !== 200) throw new Error(`Could not set owner2's password: ${JSON.stringify(changed.body)}`);
  const result = await login(owner.email, password);
  if (!result.body.jwt) throw new Error(`owner2 could not log in: ${JSON.stringify(result.body)}`);
  return result.body.jwt;
}
