import { fireEvent, screen, within } from '@testing-library/react';
import { formatPrice, purchaseOfferDeposit } from '@vitrine/domain';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { freshFormState, peerAddressHeader } from '~/features/forms/index.server';
import { solvedProofOfWork } from '~/test/proof-of-work';
import { pageMessages } from '~/i18n/messages.server';
import { PurchaseOfferForm } from './offer-form';
import { offerFormMessages } from './offers.server';
import Property, { action, loader } from '~/routes/property';
import { listingPath, properties } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute, testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import type { LeadFormState } from '~/features/forms';
import type { OfferTerms } from './offer-terms';

type Row = Record<string, unknown>;
const listing = (reference: string) => (properties.nl as Row[]).find((row) => row.reference === reference)!;

const offer = (changes: Record<string, string> = {}) =>
  new URLSearchParams({
    _form: 'purchaseOffer',
    title: 'mr',
    firstName: 'Jan',
    lastName: 'Claes',
    email: 'jan@example.be',
    phone: '0475123456',
    street: 'Veldstraat',
    houseNumber: '12',
    zip: '9000',
    city: 'Gent',
    amount: '500000',
    validUntil: '2099-12-31',
    depositAccepted: 'true',
    ...changes,
  });

async function post(reference: string, body: URLSearchParams) {
  // The browser's proof of work (happy-dom's Request drops the fill-time cookie).
  body.set('_pow', await solvedProofOfWork('purchaseOffer'));
  const request = new Request(`http://127.0.0.1:3000${listingPath(reference, 'nl')}`, {
    method: 'POST',
    body,
    headers: { [peerAddressHeader]: '203.0.113.80' },
  });
  return action({ request, context: testContext(), params: {} } as never) as Promise<unknown>;
}

describe("a listing's purchase offer", () => {
  test('on a listing for sale, states the 10% deposit of the price offered and the third-party account', async () => {
    const route = { path: '/nl/te-koop/:city/:detail', loader, Component: Property };
    renderRoute(listingPath('VT1001', 'nl'), route);
    const form = await screen.findByRole('region', { name: 'Een bod uitbrengen' });
    expect(
      within(form).getByText(/Wordt uw bod aanvaard, dan betaalt u een voorschot van 10% van de prijs die u biedt/)
        .textContent,
    ).toContain('derdenrekening BE68 5390 0754 7034 van Vitrine Vastgoed BV');
    // Never a figure of the asking price: the deposit is the one of the amount offered.
    const asking = Number(listing('VT1001').price);
    expect(
      within(form).queryByText(new RegExp(formatPrice(purchaseOfferDeposit(asking)).replace('.', '\\.'))),
    ).toBeNull();
    expect(
      (within(form).getByRole('checkbox', { name: /Ik aanvaard het voorschot van 10%/ }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  test('with JavaScript, states the deposit of the amount as the visitor types it', async () => {
    const route = { path: '/nl/te-koop/:city/:detail', loader, Component: Property };
    renderRoute(listingPath('VT1001', 'nl'), route);
    const form = await screen.findByRole('region', { name: 'Een bod uitbrengen' });
    const figure = form.querySelector('#offer-deposit-figure') as HTMLElement;
    expect(figure.getAttribute('aria-live')).toBe('polite');
    expect(figure.textContent).toBe('');
    const amount = within(form).getByLabelText(/Geboden bedrag/);
    fireEvent.input(amount, { target: { value: '500000' } });
    expect(figure.textContent).toBe('Bij een bod van € 500.000 bedraagt het voorschot € 50.000.');
    fireEvent.input(amount, { target: { value: '535 000' } });
    expect(figure.textContent).toBe('Bij een bod van € 535.000 bedraagt het voorschot € 53.500.');
    // An amount the form refuses states no figure.
    fireEvent.input(amount, { target: { value: '12,5' } });
    expect(figure.textContent).toBe('');
  });

  test('without JavaScript, states the deposit of the amount posted once the server sends the form back', async () => {
    const body = offer({ amount: '535000' });
    body.delete('depositAccepted');
    const answer = (await post('VT1001', body)) as { data: { leadForm: LeadFormState } };
    const terms = { account: 'BE68 5390 0754 7034', holder: 'Vitrine Vastgoed BV' } as OfferTerms;
    const Answered = () => (
      <PurchaseOfferForm
        state={freshFormState('purchaseOffer')}
        answered={answer.data.leadForm}
        terms={terms}
        property="doc-VT1001"
        language="nl"
        agencyPhone={null}
      />
    );
    renderRoute('/nl/bod/', {
      path: '/nl/bod/',
      loader: () => ({ messages: pageMessages('nl', offerFormMessages) }),
      Component: Answered,
    });
    const form = await screen.findByRole('region', { name: 'Een bod uitbrengen' });
    expect((form.querySelector('#offer-deposit-figure') as HTMLElement).textContent).toBe(
      'Bij een bod van € 535.000 bedraagt het voorschot € 53.500.',
    );
  });

  test('is not offered on a rental', async () => {
    const route = { path: '/nl/te-huur/:city/:detail', loader, Component: Property };
    renderRoute(listingPath('VT2001', 'nl'), route);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Een bod uitbrengen' })).toBeNull();
  });

  test('is stored for the page listing and lands on its thank-you page', async () => {
    const stored: Row[] = [];
    strapiServer.use(
      strapi.mutation('CreatePurchaseOffer', ({ variables }) => {
        stored.push(variables.data as Row);
        return HttpResponse.json({ data: { createPurchaseOffer: { documentId: 'offer1' } } });
      }),
    );
    // A posted listing is ignored: the page fixes it.
    const answer = await post('VT1001', offer({ property: 'doc-VT1002' }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('location')).toBe('/nl/bedankt/bod/');
    expect(stored).toEqual([
      expect.objectContaining({ property: listing('VT1001').documentId, amount: 500000, depositAccepted: true }),
    ]);
  });

  test('without the accepted deposit is refused beside the field, the input kept, nothing stored', async () => {
    let calls = 0;
    strapiServer.use(
      strapi.mutation('CreatePurchaseOffer', () => {
        calls += 1;
        return HttpResponse.json({ data: { createPurchaseOffer: { documentId: 'offer1' } } });
      }),
    );
    const body = offer();
    body.delete('depositAccepted');
    const answer = (await post('VT1001', body)) as { data: { leadForm: Row }; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.leadForm).toMatchObject({
      form: 'purchaseOffer',
      errors: { depositAccepted: 'validation.depositRequired' },
      values: { amount: '500000', lastName: 'Claes' },
    });
    expect(calls).toBe(0);
  });

  test('posted to a rental is refused and never sent to Strapi', async () => {
    let calls = 0;
    strapiServer.use(
      strapi.mutation('CreatePurchaseOffer', () => {
        calls += 1;
        return HttpResponse.json({ data: { createPurchaseOffer: { documentId: 'offer1' } } });
      }),
    );
    await expect(post('VT2001', offer())).rejects.toMatchObject({ init: { status: 400 } });
    expect(calls).toBe(0);
  });
});
