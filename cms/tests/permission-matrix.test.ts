import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { adminToken, graphql, rest, strapiUrl } from './http';

/**
 * The permission matrix (issue 13): every content type of the app × Public, Owner, Authenticated
 * × find, findOne, create, update, delete, and an agent's API token × find, findOne, over REST and
 * over GraphQL. The expected answers are the table below, written by hand from the spec (issue 20,
 * item 9), not src/bootstrap/permissions.ts: a permission granted or taken away there, or by an
 * agent in the admin, fails here. The answers tell a refusal (403, FORBIDDEN) from an allowed
 * action on a document that does not exist (404, null) or with empty data (400): no document is
 * created or changed.
 */
type ContentType = {
  uid: string;
  kind: 'collectionType' | 'singleType';
  singular: string;
  plural: string;
};

const apiDir = path.resolve(import.meta.dirname, '../src/api');
const contentTypes: ContentType[] = readdirSync(apiDir).flatMap((api) => {
  const typesDir = path.join(apiDir, api, 'content-types');
  if (!existsSync(typesDir)) return [];
  return readdirSync(typesDir).map((name) => {
    const schema = JSON.parse(readFileSync(path.join(typesDir, name, 'schema.json'), 'utf8')) as {
      kind: ContentType['kind'];
      info: { singularName: string; pluralName: string };
    };
    return {
      uid: `api::${api}.${name}`,
      kind: schema.kind,
      singular: schema.info.singularName,
      plural: schema.info.pluralName,
    };
  });
});

const actions = ['find', 'findOne', 'create', 'update', 'delete'] as const;
type Action = (typeof actions)[number];
const roles = ['public', 'owner', 'authenticated', 'agent'] as const;
type Role = (typeof roles)[number];
/** The agent's token is full access: only its reads are asked, so the matrix writes nothing. */
const actionsOf = (role: Role): readonly Action[] => (role === 'agent' ? ['find', 'findOne'] : actions);

const read = ['find', 'findOne'] as const;
const none = [] as const;
/** What a visitor may do with a lead: send one, never read, change or delete any. */
const lead = { public: ['create'], owner: none, authenticated: none, agent: read } as const;
/** Published content: everybody reads it, nobody writes it through the API. */
const content = { public: read, owner: none, authenticated: none, agent: read } as const;
/** Bookkeeping of the back office: in no API at all, not even for an agent's token. */
const internal = { public: none, owner: none, authenticated: none, agent: none } as const;

/**
 * The spec's answers (DESIGN.md, "Security": the public creates leads and never reads them,
 * owners see only their own statistics, through the portal and not the collection; decision
 * 023: leads only through the site). Owners and accounts left in Authenticated do nothing with
 * any collection: an owner's only actions are the portal and `users/me`.
 */
const expected: Record<string, Record<Role, readonly Action[]>> = {
  'api::property.property': content,
  'api::project.project': content,
  'api::agent.agent': content,
  'api::article.article': content,
  'api::page.page': content,
  'api::property-type.property-type': content,
  'api::region.region': content,
  // The free visit times shown on a listing.
  'api::visit-slot.visit-slot': content,
  // Read like content; a visitor leaves one, which stays a draft until an agent publishes it.
  'api::testimonial.testimonial': { ...content, public: ['find', 'findOne', 'create'] },
  // A single type: one document, read with find.
  'api::site-setting.site-setting': { ...content, public: ['find'], agent: ['find'] },
  'api::visit-request.visit-request': lead,
  'api::info-request.info-request': lead,
  'api::document-request.document-request': lead,
  'api::valuation-request.valuation-request': lead,
  'api::contact-message.contact-message': lead,
  'api::send-to-friend.send-to-friend': lead,
  'api::appointment.appointment': lead,
  'api::purchase-offer.purchase-offer': lead,
  'api::newsletter-signup.newsletter-signup': lead,
  'api::demand-register.demand-register': lead,
  // Every owner's figures: an owner reads their own through the portal only.
  'api::owner-stat.owner-stat': { ...internal, agent: read },
  'api::owner-listing-change.owner-listing-change': internal,
  // A number per listing (searches wanting it): the owner reads their own through the portal only.
  'api::listing-searcher.listing-searcher': internal,
  'api::alert-event.alert-event': internal,
  'api::alert-match.alert-match': internal,
  'api::outbox-mail.outbox-mail': internal,
  'api::crm-sync.crm-sync': internal,
  'api::crm-announcement.crm-announcement': internal,
  // Who exported or erased whose data (never the person): the admin's content manager only.
  'api::audit-log.audit-log': internal,
};

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^[a-z]/, (letter) => letter.toUpperCase());
const missing = 'no-such-document-id0000';

/** The REST request of an action (a single type has no findOne and no create). */
function restCall(type: ContentType, action: Action): [method: string, path: string, body?: unknown] | null {
  const base = type.kind === 'singleType' ? `/${type.singular}` : `/${type.plural}`;
  if (type.kind === 'singleType') {
    if (action === 'find') return ['GET', base];
    if (action === 'update') return ['PUT', base, { data: {} }];
    if (action === 'delete') return ['DELETE', base];
    return null;
  }
  switch (action) {
    case 'find':
      return ['GET', base];
    case 'findOne':
      return ['GET', `${base}/${missing}`];
    case 'create':
      return ['POST', base, { data: {} }];
    case 'update':
      return ['PUT', `${base}/${missing}`, { data: {} }];
    case 'delete':
      return ['DELETE', `${base}/${missing}`];
  }
}

/** The GraphQL document of an action (shadow CRUD names). */
function graphqlCall(type: ContentType, action: Action): string | null {
  const single = camel(type.singular);
  const name = pascal(type.singular);
  if (type.kind === 'singleType') {
    if (action === 'find') return `{ ${single} { documentId } }`;
    if (action === 'update') return `mutation { update${name}(data: {}) { documentId } }`;
    if (action === 'delete') return `mutation { delete${name} { documentId } }`;
    return null;
  }
  switch (action) {
    case 'find':
      return `{ ${camel(type.plural)} { documentId } }`;
    case 'findOne':
      return `{ ${single}(documentId: "${missing}") { documentId } }`;
    case 'create':
      return `mutation { create${name}(data: {}) { documentId } }`;
    case 'update':
      return `mutation { update${name}(documentId: "${missing}", data: {}) { documentId } }`;
    case 'delete':
      return `mutation { delete${name}(documentId: "${missing}") { documentId } }`;
  }
}

/**
 * A REST call as http.ts's `rest`, reading any body: a type without a router answers a plain
 * "Method Not Allowed". Anonymous calls come from a visitor address of their own (rate limits).
 */
async function restAnswer(method: string, pathname: string, body: unknown, token?: string) {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const response = await fetch(`${strapiUrl()}/api${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token
        ? { authorization: `Bearer ${token}` }
        : { 'x-forwarded-for': `198.18.${octet()}.${octet()}`, 'x-vitrine-proxy-secret': inject('mail').proxySecret }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = (() => {
    try {
      return text ? (JSON.parse(text) as { data?: unknown }) : null;
    } catch {
      return null;
    }
  })();
  return { status: response.status, body: json };
}

const tokens: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  const { identifier, password } = inject('ownerLogin');
  tokens.owner = (await rest('POST', '/auth/local', { identifier, password })).body.jwt;
  // An account left in the default Authenticated role, made by an agent.
  const roleList = await rest<{ roles: { id: number; type: string }[] }>(
    'GET',
    '/users-permissions/roles',
    undefined,
    adminToken(),
  );
  const authenticated = roleList.body.roles.find((role) => role.type === 'authenticated');
  const email = `matrix-${Date.now()}@vitrine.localhost`;
  const created = await rest(
    'POST',
    '/users',
    { username: email, email, password: 'Matrix-Password-2026', confirmed: true, role: authenticated?.id },
    adminToken(),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  tokens.authenticated = (
    await rest('POST', '/auth/local', { identifier: email, password: 'Matrix-Password-2026' })
  ).body.jwt;
  tokens.agent = adminToken();
  expect(tokens.owner && tokens.authenticated).toBeTruthy();
});

const cells = contentTypes.flatMap((type) =>
  roles.flatMap((role) =>
    actionsOf(role).map((action) => ({
      type: type.uid,
      role,
      action,
      content: type,
      allowed: expected[type.uid]?.[role].includes(action) ?? false,
    })),
  ),
);

test('the expected answers name every content type of the app, and only those', () => {
  expect(contentTypes.length).toBeGreaterThanOrEqual(20);
  // A new collection needs its row in `expected`: who may do what with it is a decision.
  expect(contentTypes.map((type) => type.uid).sort()).toEqual(Object.keys(expected).sort());
});

describe('REST', () => {
  test.each(cells.filter((cell) => restCall(cell.content, cell.action)))(
    '$role $action $type: allowed $allowed',
    async ({ content, role, action, allowed }) => {
      const [method, pathname, body] = restCall(content, action)!;
      const answer = await restAnswer(method, pathname, body, role === 'public' ? undefined : tokens[role]);
      if (allowed) {
        expect([200, 201, 400, 404, 429], `${method} ${pathname}: ${answer.status}`).toContain(answer.status);
      } else {
        // 403 refused; 404 when the route itself does not exist for the type (a type without a router).
        expect([403, 404, 405], `${method} ${pathname}: ${answer.status}`).toContain(answer.status);
        if (answer.status !== 403) expect(answer.body?.data ?? null).toBeNull();
      }
    },
  );
});

describe('GraphQL', () => {
  test.each(cells.filter((cell) => graphqlCall(cell.content, cell.action)))(
    '$role $action $type: allowed $allowed',
    async ({ content, role, action, allowed }) => {
      const query = graphqlCall(content, action)!;
      const answer = await graphql(query, {}, role === 'public' ? undefined : tokens[role]);
      const code = answer.errors?.[0]?.extensions?.code;
      if (allowed) {
        expect(code, `${query}: ${JSON.stringify(answer.errors)}`).not.toBe('FORBIDDEN');
      } else {
        // Refused, or not in the GraphQL schema at all (a type left out of it).
        expect(['FORBIDDEN', 'GRAPHQL_VALIDATION_FAILED'], `${query}: ${JSON.stringify(answer)}`).toContain(code);
        const data = answer.data as Record<string, unknown> | null | undefined;
        for (const value of Object.values(data ?? {})) expect(value ?? null).toBeNull();
      }
    },
  );
});
