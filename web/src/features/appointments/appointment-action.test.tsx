import { render, screen, within } from '@testing-library/react';
import type { Language } from '@vitrine/domain';
import { HttpResponse } from 'msw';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { LeadFormState } from '~/features/forms';
import { freshFormState, peerAddressHeader } from '~/features/forms/index.server';
import { solvedProofOfWork } from '~/test/proof-of-work';
import { SiteIntlProvider } from '~/i18n/intl-provider';
import { messagesFor } from '~/i18n/messages.server';
import Property, { action, loader } from '~/routes/property';
import { listingPath } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute, testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { AppointmentSection } from './appointment-section';
import type { BookableSlot } from './visit-slot';

const route = (language: string, list: string) => ({
  path: `/${language}/${list}/:city/:detail`,
  loader,
  Component: Property,
});

/** A booking posted from the listing page, as the browser sends it (its proof of work added by post). */
function booking(path: string, fields: Record<string, string>) {
  const body = new URLSearchParams({
    _form: 'appointment',
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
  // The browser's proof of work (happy-dom's Request drops the fill-time cookie).
  const body = new URLSearchParams(await request.text());
  body.set('_pow', await solvedProofOfWork('appointment'));
  request = new Request(request.url, { method: 'POST', body, headers: { [peerAddressHeader]: '203.0.113.90' } });
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

// Issue 19: a listing whose slots were all taken lost its booking block without a word, and the
// visitor who lost the race for the last place was told "choose a time" with a captcha.
describe('"The appointments are full"', () => {
  test.each([
    ['nl', 'te-koop', 'De afspraken zijn volzet'],
    ['fr', 'a-vendre', 'Les rendez-vous sont complets'],
    ['de', 'zu-verkaufen', 'Die Termine sind ausgebucht'],
    ['en', 'for-sale', 'The appointments are full'],
  ] as const)(
    'is said (%s) by a listing whose future slots are all taken, in place of the form',
    async (language, list, text) => {
      renderRoute(listingPath('VT1003', language), route(language, list));
      const notice = await screen.findByText(text);
      const section = notice.closest('section') as HTMLElement;
      expect(section.id).toBe('appointment');
      expect(notice.getAttribute('role')).toBe('status');
      expect(within(section).queryByRole('radio')).toBeNull();
      expect(within(section).queryByRole('button')).toBeNull();
      expect(section.querySelector('input[name="captcha"]')).toBeNull();
    },
  );

  test('is not said where times are left', async () => {
    renderRoute(listingPath('VT1001', 'nl'), route('nl', 'te-koop'));
    await screen.findAllByRole('radio');
    expect(screen.queryByText('De afspraken zijn volzet')).toBeNull();
  });

  const left: BookableSlot = {
    documentId: 'slot-left',
    day: 'vrijdag 4 december',
    time: '17:00–17:30',
    rental: false,
    placesLeft: 2,
    maximumPersons: null,
    minimumIncome: null,
  };
  /** What the booking action answers the visitor who lost the last place (Strapi refused it as full). */
  const lost: LeadFormState = {
    ...freshFormState('appointment'),
    values: { visitSlot: 'slot-gone', lastName: 'Peeters' },
    errors: { visitSlot: 'validation.appointmentsFull' },
    captcha: null,
  };

  function renderSection(language: Language, slots: BookableSlot[]) {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <SiteIntlProvider language={language} messages={messagesFor(language)}>
            <AppointmentSection
              slots={slots}
              state={lost}
              property="doc-VT1001"
              language={language}
              booked={false}
              agencyPhone={null}
            />
          </SiteIntlProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);
  }

  test('is told the visitor who lost the race, beside the times still open, with no captcha', () => {
    renderSection('nl', [left]);
    const times = screen.getByRole('group', { name: 'Beschikbare momenten' });
    expect(within(times).getByText('De afspraken zijn volzet')).toBeTruthy();
    expect(
      within(times)
        .getAllByRole('radio')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['slot-left']);
    expect(screen.queryByText('Kies een moment voor het bezoek')).toBeNull();
    expect(document.querySelector('input[name="captcha"]')).toBeNull();
    expect((document.querySelector('input[name="lastName"]') as HTMLInputElement).value).toBe('Peeters');
  });

  test('is told the visitor who lost the very last place, in place of the form', () => {
    renderSection('nl', []);
    expect(screen.getByText('De afspraken zijn volzet').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('input[name="captcha"]')).toBeNull();
  });
});
