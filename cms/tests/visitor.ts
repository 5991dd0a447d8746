import { inject } from 'vitest';
import { adminToken, rest, strapiUrl, type GraphQLResult } from './http';
import { caughtMails, type CaughtMail } from './mail-catcher';

/**
 * Requests as the site's server makes them for a visitor: from a trusted proxy (loopback, with
 * the shared secret) that forwards the visitor's address. Each test uses its own addresses, so
 * the rate limits of one test do not spill into another.
 */
export function visitorHeaders(ip: string): Record<string, string> {
  return { 'x-forwarded-for': ip, 'x-vitrine-proxy-secret': inject('mail').proxySecret };
}

/** A unique address per run, so mails of earlier runs or tests never match. */
export const uniqueAddress = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.be`;

let nextVisitor = Math.floor(Math.random() * 2 ** 22);

/**
 * A new address in the shared address space (100.64.0.0/10) for each simulated visitor: taken in
 * turn from a random start, so two visitors of a run never share one (250 random addresses did,
 * and a visitor then met another's rate limit).
 */
export function visitorIp(): string {
  const n = nextVisitor++ % 2 ** 22;
  return `100.${64 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Creates a lead over REST as a visitor at `ip`. */
export async function submitLead(collection: string, data: Record<string, unknown>, ip: string) {
  const response = await fetch(`${strapiUrl()}/api/${collection}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitorHeaders(ip) },
    body: JSON.stringify({ data }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Posts GraphQL as a visitor at `ip`. */
export async function visitorGraphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  ip: string,
): Promise<GraphQLResult<T> & { errors?: { extensions?: { error?: { details?: Record<string, unknown> } } }[] }> {
  const response = await fetch(`${strapiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitorHeaders(ip) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLResult<T>;
}

/** Waits until `count` mails to `recipient` arrived (or fails after `timeoutMs`); returns them. */
export async function mailsTo(recipient: string, count: number, timeoutMs = 20_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  let found: CaughtMail[] = [];
  while (Date.now() < deadline) {
    found = (await caughtMails(inject('mail').dir)).filter((mail) => mail.envelopeTo === recipient);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Expected ${count} mail(s) to ${recipient}, got ${found.length}`);
}

type WithAgent = { documentId: string; title: string; agentEmail: string; id: number };

/** The first published document of `collection` (by reference) that has an agent with an address. */
async function firstWithAgent(collection: 'properties' | 'projects', locale: string): Promise<WithAgent> {
  const found = await rest(
    'GET',
    `/${collection}?locale=${locale}&pagination[pageSize]=1&sort=reference:asc&filters[agent][email][$notNull]=true&populate[0]=agent`,
    undefined,
    adminToken(),
  );
  const document = found.body.data[0];
  return { documentId: document.documentId, title: document.title, agentEmail: document.agent.email, id: document.id };
}

/** A published listing of the demo seed, with its agent's address. */
export const publishedListing = (locale = 'fr') => firstWithAgent('properties', locale);

/** A published new-build project that has an agent, as the lead tests need one. */
export const publishedProject = (locale = 'nl') => firstWithAgent('projects', locale);
