// @vitest-environment node
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { gql } from '@apollo/client';
import { strapiServer } from '~/test/setup';
import { createApolloClient } from './apollo.server';

import {
  isStrapiUnavailable,
  resetStrapiPause,
  setStrapiTimings,
  strapiFetch,
  strapiPaused,
  StrapiUnavailableError,
} from './strapi-fetch.server';

// A short timeout and pause for this file (after the setup's, which sets no pause).
beforeAll(() => setStrapiTimings({ readMs: 300, pauseMs: 400, writeMs: 1500 }));

const sockets: Socket[] = [];
const hung = createServer((socket) => sockets.push(socket));
let answering = true;
const strapi = createHttpServer((_req, res) => (answering ? res.writeHead(200).end('ok') : res.writeHead(503).end()));
const listen = (server: { listen: (...args: never[]) => unknown; address(): unknown }) =>
  new Promise<number>((resolve) =>
    (server.listen as (port: number, host: string, cb: () => void) => void)(0, '127.0.0.1', () =>
      resolve((server.address() as AddressInfo).port),
    ),
  );
/** A Strapi under load: it answers, after 600 ms (longer than a read may wait, shorter than a write). */
const slow = createHttpServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () =>
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(slowAnswer(body)), 600),
  );
});
const slowAnswer = (body: string) =>
  JSON.stringify(
    body.includes('mutation')
      ? { data: { createContactMessage: { documentId: 'stored-1' } } }
      : { data: { siteSetting: null } },
  );
const hungPort = await listen(hung);
const strapiPort = await listen(strapi);
const slowPort = await listen(slow);
afterAll(() => {
  slow.close();
  sockets.forEach((socket) => socket.destroy());
  hung.close();
  strapi.close();
});
// Real servers on loopback stand in for Strapi here.
beforeEach(() => strapiServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

test('a Strapi that accepts and never answers: unavailable after the timeout, not later', async () => {
  const failure = await strapiFetch(`http://127.0.0.1:${hungPort}/graphql`).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(StrapiUnavailableError);
  expect(String(failure)).toContain('no answer within 300 ms');
  expect(isStrapiUnavailable(new Error('wrapped', { cause: failure }))).toBe(true);
});

test('after a failure, calls fail at once for the pause, then Strapi is asked again', async () => {
  await strapiFetch(`http://127.0.0.1:${hungPort}/`).catch(() => undefined);
  expect(strapiPaused()).toBe(true);
  // Strapi is up again, but the pause is not over: no request is made.
  await expect(strapiFetch(`http://127.0.0.1:${strapiPort}/`)).rejects.toThrow('it failed a moment ago');
  await new Promise((resolve) => setTimeout(resolve, 450));
  const answer = await strapiFetch(`http://127.0.0.1:${strapiPort}/`);
  expect(await answer.text()).toBe('ok');
  expect(strapiPaused()).toBe(false);
});

test('connection refused and a 503 are unavailability too; other answers pass through', async () => {
  resetStrapiPause();
  await expect(strapiFetch('http://127.0.0.1:9/')).rejects.toBeInstanceOf(StrapiUnavailableError);
  resetStrapiPause();
  answering = false;
  await expect(strapiFetch(`http://127.0.0.1:${strapiPort}/`)).rejects.toThrow('it answered 503');
  answering = true;
  resetStrapiPause();
  expect((await strapiFetch(`http://127.0.0.1:${strapiPort}/`)).status).toBe(200);
});

test('a 401 to a call without credentials is Strapi unavailable (its authentication lost the database); with a token it is the answer', async () => {
  resetStrapiPause();
  const refusing = createHttpServer((_req, res) =>
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"status":401}}'),
  );
  const port = await listen(refusing);
  try {
    await expect(strapiFetch(`http://127.0.0.1:${port}/graphql`)).rejects.toBeInstanceOf(StrapiUnavailableError);
    resetStrapiPause();
    const withToken = await strapiFetch(`http://127.0.0.1:${port}/graphql`, { headers: { authorization: 'Bearer x' } });
    expect(withToken.status).toBe(401);
    expect(strapiPaused()).toBe(false);
  } finally {
    refusing.close();
    resetStrapiPause();
  }
});

test('the caller’s own abort is not Strapi being unavailable', async () => {
  resetStrapiPause();
  const controller = new AbortController();
  const call = strapiFetch(`http://127.0.0.1:${hungPort}/`, { signal: controller.signal });
  controller.abort();
  const failure = await call.catch((error: unknown) => error);
  expect(failure).not.toBeInstanceOf(StrapiUnavailableError);
  expect(strapiPaused()).toBe(false);
});

test('a visitor’s submission is sent even during the pause, waits longer than a read, and pauses no read', async () => {
  resetStrapiPause();
  await expect(strapiFetch(`http://127.0.0.1:${slowPort}/graphql`)).rejects.toThrow('no answer within 300 ms');
  expect(strapiPaused()).toBe(true);
  // Through the site's own GraphQL client, as a form's action stores its lead.
  const client = createApolloClient({ strapiUrl: `http://127.0.0.1:${slowPort}` });
  const storing = client.mutate({
    mutation: gql`
      mutation CreateContactMessage($data: ContactMessageInput!) {
        createContactMessage(data: $data) {
          documentId
        }
      }
    `,
    variables: { data: { email: 'a@example.be' } },
  });
  // Meanwhile a read still fails at once: the pause is on.
  await expect(strapiFetch(`http://127.0.0.1:${strapiPort}/`)).rejects.toThrow('it failed a moment ago');
  expect((await storing).data).toEqual({ createContactMessage: { documentId: 'stored-1' } });
  // A write that fails leaves the reads alone.
  resetStrapiPause();
  await expect(strapiFetch(`http://127.0.0.1:${hungPort}/`, {}, { write: true })).rejects.toThrow(
    'no answer within 1500 ms',
  );
  expect(strapiPaused()).toBe(false);
});

test('a read through the client has the read deadline, whatever its fields are named, and starts the pause', async () => {
  resetStrapiPause();
  const client = createApolloClient({ strapiUrl: `http://127.0.0.1:${slowPort}` });
  // A query, though it names a field `mutation…`: its operation type, not its text, makes it a read.
  const reading = client.query({
    query: gql`
      query SiteSetting {
        siteSetting {
          mutationCount: documentId
        }
      }
    `,
  });
  const failure = await reading.catch((error: unknown) => error);
  expect(isStrapiUnavailable(failure)).toBe(true);
  expect(String((failure as { cause?: unknown }).cause ?? failure)).toContain('no answer within 300 ms');
  expect(strapiPaused()).toBe(true);
  // During the pause the next read fails at once: Strapi is not asked.
  let asked = 0;
  strapiServer.use(
    http.post('http://strapi.test/graphql', () => {
      asked += 1;
      return Response.json({ data: { siteSetting: null } });
    }),
  );
  const next = createApolloClient({ strapiUrl: 'http://strapi.test' });
  const paused = await next
    .query({
      query: gql`
        query SiteSettingAgain {
          siteSetting {
            documentId
          }
        }
      `,
    })
    .catch((error: unknown) => error);
  expect(isStrapiUnavailable(paused)).toBe(true);
  expect(asked).toBe(0);
});

test('the client sends its token and the visitor’s address', async () => {
  const seen: Headers[] = [];
  strapiServer.use(
    http.post('http://strapi.test/graphql', ({ request }) => {
      seen.push(request.headers);
      return Response.json({ data: { siteSetting: null } });
    }),
  );
  const client = createApolloClient({ strapiUrl: 'http://strapi.test', token: 'read-token', visitor: '203.0.113.9' });
  await client.query({
    query: gql`
      query SiteSetting {
        siteSetting {
          documentId
        }
      }
    `,
  });
  expect(seen[0]?.get('authorization')).toBe('Bearer read-token');
  expect(seen[0]?.get('x-forwarded-for')).toBe('203.0.113.9');
});
