import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { graphqlClient } from '~/graphql/apollo.server';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { storeLead } from './lead-store.server';

describe('storeLead', () => {
  test('sends Strapi the visitor’s address, the proxy secret and the submission key', async () => {
    const seen: Array<Record<string, string | null>> = [];
    strapiServer.use(
      strapi.mutation('CreateContactMessage', ({ request }) => {
        seen.push({
          forwarded: request.headers.get('x-forwarded-for'),
          secret: request.headers.get('x-vitrine-proxy-secret'),
          key: request.headers.get('x-vitrine-submission-key'),
        });
        return HttpResponse.json({ data: { createContactMessage: { documentId: 'lead1' } } });
      }),
    );
    const lead = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', language: 'nl' };
    const client = graphqlClient(testContext());
    const visitor = { address: '203.0.113.9', proxySecret: 'proxy-secret', submissionKey: 'k'.repeat(43) };
    expect(await storeLead(client, 'contactMessage', lead, visitor)).toEqual({ kind: 'stored' });
    expect(await storeLead(client, 'contactMessage', lead, { address: '203.0.113.9' })).toEqual({ kind: 'stored' });
    expect(seen).toEqual([
      { forwarded: '203.0.113.9', secret: 'proxy-secret', key: 'k'.repeat(43) },
      { forwarded: '203.0.113.9', secret: null, key: null },
    ]);
  });

  test('tells a refusal for Strapi’s limit (with its seconds to wait) from a failure', async () => {
    strapiServer.use(
      strapi.mutation('CreateContactMessage', () =>
        HttpResponse.json({
          data: { createContactMessage: null },
          errors: [
            {
              message: 'Too many submissions: please try again later',
              extensions: {
                code: 'TOO_MANY_REQUESTS',
                error: {
                  name: 'RateLimitError',
                  message: 'Too many submissions: please try again later',
                  details: { code: 'RATE_LIMITED', scope: 'ipBurst', retryAfter: 37 },
                },
              },
            },
          ],
        }),
      ),
      strapi.mutation('CreateInfoRequest', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Internal Server Error' }] }),
      ),
    );
    const client = graphqlClient(testContext());
    const lead = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', language: 'nl' };
    expect(await storeLead(client, 'contactMessage', lead, { address: '203.0.113.9' })).toEqual({
      kind: 'limited',
      retryAfter: 37,
    });
    expect(await storeLead(client, 'infoRequest', lead, { address: '203.0.113.9' })).toEqual({ kind: 'failed' });
  });
});
