import { expect } from 'vitest';
import { adminJwt, strapiUrl } from './http';

/**
 * The content manager's listing routes, as the admin panel calls them for an agent (the suite's
 * one admin session); expects a 2xx answer and returns its body.
 *
 * @example
 * await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});
 */
export async function listingAdmin(method: string, path: string, body?: unknown) {
  const response = await fetch(`${strapiUrl()}/content-manager/collection-types/api::property.property${path}`, {
    method,
    headers: { authorization: `Bearer ${adminJwt()}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text.slice(0, 500)).toBeLessThan(300);
  return JSON.parse(text) as { data: { documentId: string } };
}
