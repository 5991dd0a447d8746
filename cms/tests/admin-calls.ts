import { inject } from 'vitest';
import { strapiUrl } from './http';

/**
 * A call to the content manager as the admin's edit view makes it, with the suite's one admin
 * session (global-setup.ts: admin logins are rate-limited); the status and body as answered.
 */
export async function contentManager<T = any>(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${strapiUrl()}/content-manager${path}`, {
    method,
    headers: { authorization: `Bearer ${inject('adminJwt')}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}
