// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { env } from '~/env.server';
import { fillTimeRequestCookie, peerAddressHeader } from '~/features/forms/index.server';
import { action } from '~/routes/contact';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

// Spec: the contact page is `site-contact`, thanked on `…/contact/`; `contact-me` is the listing's
// information request (issue 19: the contact page with time slots thanked on `/nl/bedankt/contact-me/`).
describe("the contact page's form", () => {
  test.each([
    ['nl', '/nl/contact/', [], '/nl/bedankt/contact/'],
    ['nl', '/nl/contact/', ['afternoon'], '/nl/bedankt/contact/'],
    ['fr', '/fr/contact/', ['morning', 'evening'], '/fr/merci/contact/'],
    ['en', '/en/contact/', ['evening'], '/en/thank-you/contact/'],
  ] as const)('in %s (%s, time slots %j) thanks on %s', async (_, page, slots, thanks) => {
    let stored = 0;
    strapiServer.use(
      strapi.mutation('CreateContactMessage', () => {
        stored += 1;
        return HttpResponse.json({ data: { createContactMessage: { documentId: 'lead1' } } });
      }),
    );
    const body = new URLSearchParams({
      _form: 'contactMessage',
      contactCategory: 'private',
      title: 'ms',
      firstName: 'Lies',
      lastName: 'Maes',
      email: 'lies@example.be',
      phone: '0475 12 34 56',
      remark: 'Graag meer uitleg over jullie diensten.',
    });
    for (const slot of slots) body.append('contactTimeSlots', slot);
    const request = new Request(`http://127.0.0.1:3000${page}`, {
      method: 'POST',
      body,
      headers: {
        [peerAddressHeader]: '203.0.113.78',
        cookie: fillTimeRequestCookie(env.FORM_SECRET, Date.now() - 10_000),
      },
    });
    const answer = (await action({ request, context: testContext(), params: {} } as never)) as unknown;
    expect(answer, JSON.stringify(answer)).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('location')).toBe(thanks);
    expect(stored).toBe(1);
  });
});
