import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { env } from '~/env.server';
import { issueFillToken, peerAddressHeader } from '~/features/forms/index.server';
import Property, { action, loader } from '~/routes/property';
import { listingPath } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute, testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

const route = (language: string, list: string) => ({
  path: `/${language}/${list}/:city/:detail`,
  loader,
  Component: Property,
});

/** A booking posted from the listing page, as the browser sends it without JavaScript. */
function booking(path: string, fields: Record<string, string>) {
  const body = new URLSearchParams({
    _form: 'appointment',
    _started: issueFillToken(env.FORM_SECRET, 'appointment', Date.now() - 10_000),
    title: 'mr',
    firstName: 'Jan',
    lastName: 'Claes',
    email: 'jan@example.be',
    phone: '0475 12 34 56',
    persons: '2',
    ...fields,
  });
  return new Request(`http://127.0.0.1:3000${path}`, {
    method: 'POST',
    body,
    headers: { [peerAddressHeader]: '203.0.113.90' },
  });
}

async function post(request: Request) {
  return (await action({ request, context: testContext(), params: {} } as never)) as unknown;
}

describe("a listing's visit slots", () => {
  test('are listed with day, time and places left; full and past slots are not offered', async () => {
    renderRoute(listingPath('VT1001', 'en'), route('en', 'for-sale'));
    const section = await screen.findByRole('region', { name: 'Book a visit' });
    const times = within(section).getAllByRole('radio', { name: /place/ });
    expect(times.map((input) => (input as HTMLInputElement).value)).toEqual(['slot-vt1001-a', 'slot-vt1001-b']);
    expect(within(section).getByRole('radio', { name: /2 places left$/ })).toBeTruthy();
    expect(within(section).getByRole('radio', { name: /1 place left$/ })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Book this time' })).toBeTruthy();
  });

  test("of a rental state the spec's terms before booking", async () => {
    renderRoute(listingPath('VT2001', 'fr'), route('fr', 'a-louer'));
    const section = await screen.findByRole('region', { name: 'Réserver un rendez-vous de location' });
    expect(within(section).getByText('Garantie locative : 3 mois de loyer')).toBeTruthy();
    expect(within(section).getByText('Revenu mensuel net minimum : € 2.700')).toBeTruthy();
    expect(within(section).getByText('Nombre maximum de personnes : 2')).toBeTruthy();
  });
});

describe('booking a visit slot', () => {
  test("stores the appointment for the page's listing and comes back to the listing, confirmed", async () => {
    const stored: Record<string, unknown>[] = [];
    strapiServer.use(
      strapi.mutation('CreateAppointment', ({ variables }) => {
        stored.push(variables.data as Record<string, unknown>);
        return HttpResponse.json({ data: { createAppointment: { documentId: 'appointment1' } } });
      }),
    );
    const path = listingPath('VT1001', 'nl');
    // A post naming another listing still books for the page's own.
    const answer = await post(booking(path, { visitSlot: 'slot-vt1001-a', property: 'doc-VT1002' }));
    expect(answer, JSON.stringify(answer)).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('location')).toBe(`${path}?appointment=booked#appointment`);
    expect(stored).toEqual([
      expect.objectContaining({
        visitSlot: 'slot-vt1001-a',
        property: 'doc-VT1001',
        persons: 2,
        email: 'jan@example.be',
        language: 'nl',
      }),
    ]);
  });

  test('refused by Strapi as full answers "The appointments are full" beside the times, the input kept', async () => {
    strapiServer.use(
      strapi.mutation('CreateAppointment', () =>
        HttpResponse.json({
          data: { createAppointment: null },
          errors: [
            {
              message: 'The submission is not valid',
              extensions: {
                code: 'BAD_USER_INPUT',
                error: { name: 'ValidationError', details: { errors: { visitSlot: 'validation.appointmentsFull' } } },
              },
            },
          ],
        }),
      ),
    );
    const answer = (await post(booking(listingPath('VT1001', 'en'), { visitSlot: 'slot-vt1001-b' }))) as {
      data: { leadForm: { form: string; errors: Record<string, string>; values: Record<string, string> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.leadForm.form).toBe('appointment');
    expect(answer.data.leadForm.errors).toEqual({ visitSlot: 'validation.appointmentsFull' });
    expect(answer.data.leadForm.values).toMatchObject({ visitSlot: 'slot-vt1001-b', lastName: 'Claes' });
  });

  test('without a time chosen is refused by the shared schema, and nothing is sent to Strapi', async () => {
    let sent = 0;
    strapiServer.use(
      strapi.mutation('CreateAppointment', () => {
        sent += 1;
        return HttpResponse.json({ data: { createAppointment: { documentId: 'x' } } });
      }),
    );
    const answer = (await post(booking(listingPath('VT1001', 'fr'), { persons: '0' }))) as {
      data: { leadForm: { errors: Record<string, string> } };
    };
    expect(answer.data.leadForm.errors).toEqual({
      visitSlot: 'validation.visitSlotRequired',
      persons: 'validation.personsMin',
    });
    expect(sent).toBe(0);
  });
});
