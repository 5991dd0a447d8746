import { HttpResponse } from 'msw';
import { leadOriginOf } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { graphqlClient } from '~/graphql/apollo.server';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { pageUrlOf } from './lead-action.server';
import { storeLead } from './lead-store.server';

// Issue 21, item 2: a lead carries the page and campaign it came from to Strapi (and the CRM).
describe('the origin of a lead', () => {
  test.each([
    // Without JavaScript the form posts to the page itself, with it to the page's data URL: same origin.
    'http://site.test/nl/contact/?utm_source=newsletter&utm_medium=email&utm_campaign=najaar',
    'http://site.test/nl/contact/_.data?utm_source=newsletter&utm_medium=email&utm_campaign=najaar&_routes=routes%2Fcontact',
  ])('is read from the URL the form was posted to: %s', (url) => {
    expect(leadOriginOf(pageUrlOf(new Request(url, { method: 'POST' })))).toEqual({
      sourcePage: '/nl/contact/',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'najaar',
    });
  });

  test('goes to Strapi with the lead, through the schema Strapi serves', async () => {
    const sent: Record<string, unknown>[] = [];
    strapiServer.use(
      strapi.mutation('CreateContactMessage', ({ variables }) => {
        sent.push(variables.data as Record<string, unknown>);
        return HttpResponse.json({ data: { createContactMessage: { documentId: 'lead1' } } });
      }),
    );
    const lead = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', language: 'nl' };
    const origin = { sourcePage: '/nl/contact/', utmSource: 'newsletter', utmCampaign: 'najaar' };
    const client = graphqlClient(testContext());
    expect(await storeLead(client, 'contactMessage', lead, { address: '203.0.113.9', origin })).toEqual({
      kind: 'stored',
    });
    expect(sent).toEqual([{ ...lead, ...origin }]);
  });
});
