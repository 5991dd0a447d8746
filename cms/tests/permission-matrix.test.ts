import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { authenticatedActions, ownerActions, publicActions } from '../src/bootstrap/permissions';
import { adminToken, graphql, rest, strapiUrl } from './http';

/**
 * The permission matrix (issue 13): every content type of the app × Public, Owner and
 * Authenticated × find, findOne, create, update, delete, over REST and over GraphQL. What a role
 * may do is what src/bootstrap/permissions.ts grants it, nothing else; the answers tell a refusal
 * (403, FORBIDDEN) from an allowed action on a document that does not exist (404, null) or with
 * empty data (400): no document is created or changed.
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
const roles = ['public', 'owner', 'authenticated'] as const;
type Role = (typeof roles)[number];
const granted: Record<Role, readonly string[]> = {
  public: publicActions,
  owner: ownerActions,
  authenticated: authenticatedActions,
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
  expect(tokens.owner && tokens.authenticated).toBeTruthy();
});

const cells = contentTypes.flatMap((type) =>
  roles.flatMap((role) =>
    actions.map((action) => ({
      type: type.uid,
      role,
      action,
      content: type,
      allowed: granted[role].includes(`${type.uid}.${action}`),
    })),
  ),
);

test('the matrix covers every content type of the app', () => {
  expect(contentTypes.length).toBeGreaterThanOrEqual(20);
  expect(contentTypes.map((type) => type.uid)).toEqual(
    expect.arrayContaining(['api::property.property', 'api::site-setting.site-setting', 'api::owner-stat.owner-stat']),
  );
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
