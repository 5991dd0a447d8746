import { beforeAll, describe, expect, inject, test } from 'vitest';
import { slotListColumns } from '../src/appointments/admin-views';
import { adminToken, rest, strapiUrl } from './http';
import { mailsTo, publishedListing, submitLead, uniqueAddress, visitorIp } from './visitor';

type Slot = {
  documentId: string;
  capacity: number;
  booked: number;
  slotStatus: string;
  appointments?: unknown;
};

const day = 24 * 60 * 60 * 1000;

/** An agent creates a slot for a listing (through the API, with the agents' token). */
async function createSlot(property: string, fields: Record<string, unknown> = {}): Promise<Slot> {
  const startsAt = (fields.startsAt as string | undefined) ?? new Date(Date.now() + 3 * day).toISOString();
  const created = await rest(
    'POST',
    '/visit-slots',
    {
      data: {
        property,
        startsAt,
        endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
        kind: 'visit',
        capacity: 1,
        booked: 0,
        slotStatus: 'open',
        ...fields,
      },
    },
    adminToken(),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as Slot;
}

async function slotNow(documentId: string): Promise<Slot> {
  return (await rest('GET', `/visit-slots/${documentId}`, undefined, adminToken())).body.data as Slot;
}

/** Appointments stored for a slot, as an agent sees them. */
async function bookingsOf(slot: string) {
  const found = await rest(
    'GET',
    `/appointments?filters[visitSlot][documentId][$eq]=${slot}&pagination[pageSize]=100`,
    undefined,
    adminToken(),
  );
  return found.body.data as { documentId: string; email: string; appointmentStatus: string }[];
}

const person = (email: string, language = 'fr') => ({
  title: 'ms',
  firstName: 'Camille',
  lastName: 'Lambert',
  email,
  phone: '0471 12 34 56',
  persons: 1,
  language,
});

/** A published listing for rent, with its monthly rent. */
async function rentalListing(): Promise<{ documentId: string; price: number }> {
  const found = await rest(
    'GET',
    '/properties?locale=fr&filters[goal][$eq]=1&filters[price][$gt]=0&pagination[pageSize]=1&sort=reference:asc',
    undefined,
    adminToken(),
  );
  return found.body.data[0];
}

describe('an appointment', () => {
  test('takes one place of an open slot of the listing, is confirmed, and mails the visitor (with an .ics) and the agent', async () => {
    const listing = await publishedListing('fr');
    const slot = await createSlot(listing.documentId, { capacity: 4, booked: 1 });
    const email = uniqueAddress('appointment');
    const created = await submitLead(
      'appointments',
      { ...person(email), visitSlot: slot.documentId, property: listing.documentId },
      visitorIp(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const after = await slotNow(slot.documentId);
    expect(after.booked).toBe(2);
    expect(after.slotStatus).toBe('open');
    const [booking] = await bookingsOf(slot.documentId);
    expect(booking).toMatchObject({ email, appointmentStatus: 'confirmed' });

    const [confirmation] = await mailsTo(email, 1);
    expect(confirmation.subject).toMatch(/^Votre visite est réservée : /);
    expect(confirmation.text).toContain('Bonjour Camille Lambert,');
    expect(confirmation.html).toContain(listing.title);
    const [calendar] = confirmation.attachments;
    expect(calendar?.filename).toBe('appointment.ics');
    expect(calendar?.contentType).toBe('text/calendar');
    expect(calendar?.content).toContain('BEGIN:VCALENDAR');
    expect(calendar?.content).toContain('METHOD:PUBLISH');
    // The slot's start, in UTC, as the calendar reads it.
    const startsAt = new Date(((await slotNow(slot.documentId)) as unknown as { startsAt: string }).startsAt);
    expect(calendar?.content).toContain(
      `DTSTART:${startsAt
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    // Where the visit takes place: the listing's address, its postal code and town at least.
    const place = (await rest('GET', `/properties/${listing.documentId}?locale=fr`, undefined, adminToken())).body
      .data as { zip: string; city: string };
    const unfolded = calendar!.content.replace(/\r?\n[ \t]/g, '');
    expect(unfolded).toMatch(/^LOCATION:.+$/m);
    expect(/^LOCATION:(.+)$/m.exec(unfolded)![1]).toContain(`${place.zip} ${place.city}`);

    const agentMails = (await mailsTo(listing.agentEmail, 1)).filter((mail) => mail.text.includes(email));
    expect(agentMails).toHaveLength(1);
    expect(agentMails[0].attachments).toHaveLength(0);
  });

  test('of 10 visitors booking the last place at once, exactly one gets it; the others are told the appointments are full', async () => {
    const listing = await publishedListing('nl');
    const slot = await createSlot(listing.documentId, { capacity: 3, booked: 2 });
    const emails = Array.from({ length: 10 }, (_, index) => uniqueAddress(`rush${index}`));
    const answers = await Promise.all(
      emails.map((email) =>
        submitLead(
          'appointments',
          { ...person(email, 'nl'), visitSlot: slot.documentId, property: listing.documentId },
          visitorIp(),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.status === 400)) {
      expect(refused.body.error.details.errors).toEqual({ visitSlot: 'validation.appointmentsFull' });
    }
    const after = await slotNow(slot.documentId);
    expect(after.booked).toBe(3);
    expect(after.slotStatus).toBe('full');
    expect(await bookingsOf(slot.documentId)).toHaveLength(1);

    // Once full, a further booking is refused the same way.
    const late = await submitLead(
      'appointments',
      { ...person(uniqueAddress('late'), 'nl'), visitSlot: slot.documentId, property: listing.documentId },
      visitorIp(),
    );
    expect(late.body.error?.details?.errors).toEqual({ visitSlot: 'validation.appointmentsFull' });
  });

  test("is refused, and nothing stored, for another listing's slot and for a slot in the past", async () => {
    const listing = await publishedListing('fr');
    const other = (
      await rest(
        'GET',
        `/properties?locale=fr&filters[documentId][$ne]=${listing.documentId}&pagination[pageSize]=1`,
        undefined,
        adminToken(),
      )
    ).body.data[0] as { documentId: string };
    const othersSlot = await createSlot(other.documentId, { capacity: 5 });
    const pastSlot = await createSlot(listing.documentId, {
      capacity: 5,
      startsAt: new Date(Date.now() - day).toISOString(),
    });
    const cases = [
      [othersSlot, 'validation.visitSlotUnavailable'],
      [pastSlot, 'validation.visitSlotPast'],
    ] as const;
    for (const [slot, message] of cases) {
      const email = uniqueAddress('refused');
      const answer = await submitLead(
        'appointments',
        { ...person(email), visitSlot: slot.documentId, property: listing.documentId },
        visitorIp(),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.details.errors).toEqual({ visitSlot: message });
      expect(await bookingsOf(slot.documentId)).toHaveLength(0);
      expect((await slotNow(slot.documentId)).booked).toBe(0);
    }
  });

  test("for a rental states 3 months' deposit, the minimum income and the maximum persons, and refuses more persons", async () => {
    const listing = await rentalListing();
    const slot = await createSlot(listing.documentId, {
      kind: 'rental_appointment',
      capacity: 2,
      minimumIncome: 2700,
      maximumPersons: 2,
    });
    const tooMany = await submitLead(
      'appointments',
      { ...person(uniqueAddress('crowd')), persons: 3, visitSlot: slot.documentId, property: listing.documentId },
      visitorIp(),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details.errors).toEqual({ persons: 'validation.personsOverMaximum' });
    expect((await slotNow(slot.documentId)).booked).toBe(0);

    const email = uniqueAddress('tenant');
    const booked = await submitLead(
      'appointments',
      { ...person(email, 'en'), persons: 2, visitSlot: slot.documentId, property: listing.documentId },
      visitorIp(),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [confirmation] = await mailsTo(email, 1);
    expect(confirmation.subject).toMatch(/^Your rental appointment is booked: /);
    const deposit = `€ ${(listing.price * 3).toLocaleString('de-DE')}`;
    // The rent as the site writes a rental's price, per month.
    expect(confirmation.text).toContain(`Rent: € ${listing.price.toLocaleString('de-DE')} per month`);
    expect(confirmation.text).toContain(`Deposit: 3 months' rent (${deposit})`);
    expect(confirmation.text).toContain('Minimum monthly net income: € 2.700');
    expect(confirmation.text).toContain('Maximum number of persons: 2');
    expect(confirmation.attachments.map((file) => file.filename)).toEqual(['appointment.ics']);
    expect(confirmation.attachments[0].content).toContain('SUMMARY:Rental appointment: ');
  });

  test("for a rental takes the listing's minimum income and maximum persons when the slot sets none", async () => {
    const listing = await rentalListing();
    const setTerms = async (terms: Record<string, number | null>) => {
      const answer = await rest(
        'PUT',
        `/properties/${listing.documentId}?locale=fr&status=published`,
        { data: terms },
        adminToken(),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await setTerms({ rentalMinimumIncome: 3100, rentalMaximumPersons: 1 });
    try {
      const slot = await createSlot(listing.documentId, { kind: 'rental_appointment', capacity: 3 });
      const tooMany = await submitLead(
        'appointments',
        { ...person(uniqueAddress('pair')), persons: 2, visitSlot: slot.documentId, property: listing.documentId },
        visitorIp(),
      );
      expect(tooMany.body.error?.details?.errors).toEqual({ persons: 'validation.personsOverMaximum' });

      const email = uniqueAddress('single');
      const booked = await submitLead(
        'appointments',
        { ...person(email, 'nl'), persons: 1, visitSlot: slot.documentId, property: listing.documentId },
        visitorIp(),
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const [confirmation] = await mailsTo(email, 1);
      // The rent as the site writes a rental's price, "per maand" (issue 20: the mail dropped it).
      expect(confirmation.text).toContain(`Huurprijs: € ${listing.price.toLocaleString('de-DE')} per maand`);
      expect(confirmation.text).toContain('Minimaal netto maandinkomen: € 3.100');
      expect(confirmation.text).toContain('Maximaal aantal personen: 1');
      expect(confirmation.text).toContain('Waarborg: 3 maanden huur');
    } finally {
      await setTerms({ rentalMinimumIncome: null, rentalMaximumPersons: null });
    }
  });

  test('cancelled by an agent frees its place; confirmed again it takes one', async () => {
    const listing = await publishedListing('fr');
    const slot = await createSlot(listing.documentId, { capacity: 1 });
    const booked = await submitLead(
      'appointments',
      { ...person(uniqueAddress('cancel')), visitSlot: slot.documentId, property: listing.documentId },
      visitorIp(),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(await slotNow(slot.documentId)).toMatchObject({ booked: 1, slotStatus: 'full' });

    const documentId = booked.body.data.documentId as string;
    const cancelled = await rest(
      'PUT',
      `/appointments/${documentId}`,
      { data: { appointmentStatus: 'cancelled' } },
      adminToken(),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await slotNow(slot.documentId)).toMatchObject({ booked: 0, slotStatus: 'open' });

    // The freed place can be booked by someone else.
    const next = await submitLead(
      'appointments',
      { ...person(uniqueAddress('next')), visitSlot: slot.documentId, property: listing.documentId },
      visitorIp(),
    );
    expect(next.status, JSON.stringify(next.body)).toBe(201);
    expect(await slotNow(slot.documentId)).toMatchObject({ booked: 1, slotStatus: 'full' });

    // Confirming the cancelled one again would overbook: refused, nothing changes.
    const again = await rest(
      'PUT',
      `/appointments/${documentId}`,
      { data: { appointmentStatus: 'confirmed' } },
      adminToken(),
    );
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(await slotNow(slot.documentId)).toMatchObject({ booked: 1, slotStatus: 'full' });
  });
});

describe('a full slot', () => {
  test('given more places by an agent opens again and takes the next booking (issue 19)', async () => {
    const listing = await publishedListing('nl');
    const slot = await createSlot(listing.documentId, { capacity: 1 });
    const first = await submitLead(
      'appointments',
      { ...person(uniqueAddress('reopen-first'), 'nl'), visitSlot: slot.documentId, property: listing.documentId },
      visitorIp(),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(await slotNow(slot.documentId)).toMatchObject({ booked: 1, slotStatus: 'full' });

    const more = await rest('PUT', `/visit-slots/${slot.documentId}`, { data: { capacity: 2 } }, adminToken());
    expect(more.status, JSON.stringify(more.body)).toBe(200);
    expect(more.body.data).toMatchObject({ capacity: 2, booked: 1, slotStatus: 'open' });
    expect(await slotNow(slot.documentId)).toMatchObject({ capacity: 2, booked: 1, slotStatus: 'open' });

    const second = await submitLead(
      'appointments',
      { ...person(uniqueAddress('reopen-second'), 'nl'), visitSlot: slot.documentId, property: listing.documentId },
      visitorIp(),
    );
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(await slotNow(slot.documentId)).toMatchObject({ booked: 2, slotStatus: 'full' });
  });

  test('whose places an agent marks all taken is full; a cancelled slot stays cancelled', async () => {
    const listing = await publishedListing('nl');
    const slot = await createSlot(listing.documentId, { capacity: 2 });
    const taken = await rest('PUT', `/visit-slots/${slot.documentId}`, { data: { booked: 2 } }, adminToken());
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await slotNow(slot.documentId)).toMatchObject({ booked: 2, slotStatus: 'full' });

    const closed = await rest(
      'PUT',
      `/visit-slots/${slot.documentId}`,
      { data: { capacity: 5, slotStatus: 'cancelled' } },
      adminToken(),
    );
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(await slotNow(slot.documentId)).toMatchObject({ capacity: 5, slotStatus: 'cancelled' });
  });
});

describe('in the admin', () => {
  let token: string;

  beforeAll(async () => {
    // The suite's one admin session (global-setup.ts): admin logins are rate-limited.
    token = inject('adminJwt');
  });

  const admin = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${strapiUrl()}/content-manager${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  test('agents list the slots with labelled columns, the next ones first', async () => {
    const { body } = await admin('GET', '/content-types/api::visit-slot.visit-slot/configuration');
    const view = body.data.contentType;
    expect(view.layouts.list).toEqual(slotListColumns);
    expect(view.settings).toMatchObject({ defaultSortBy: 'startsAt', defaultSortOrder: 'ASC' });
    expect(view.metadatas.booked.list.label).toBe('Booked');
    expect(view.metadatas.capacity.list.label).toBe('Places');
  });

  test("agents see a slot's bookings, and cancelling one in the admin frees its place", async () => {
    const listing = await publishedListing('nl');
    const slot = await createSlot(listing.documentId, { capacity: 2 });
    const email = uniqueAddress('admin-cancel');
    const booked = await submitLead(
      'appointments',
      { ...person(email, 'nl'), visitSlot: slot.documentId, property: listing.documentId },
      visitorIp(),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const query = new URLSearchParams({ 'filters[$and][0][visitSlot][documentId][$eq]': slot.documentId });
    const list = await admin('GET', `/collection-types/api::appointment.appointment?${query.toString()}`);
    expect(list.body.results.map((row: { email: string }) => row.email)).toEqual([email]);
    expect(await slotNow(slot.documentId)).toMatchObject({ booked: 1 });

    const documentId = booked.body.data.documentId as string;
    const cancelled = await admin('PUT', `/collection-types/api::appointment.appointment/${documentId}`, {
      appointmentStatus: 'cancelled',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await slotNow(slot.documentId)).toMatchObject({ booked: 0, slotStatus: 'open' });
  });

  test('an agent who gives a full slot more places in its edit view reopens it (issue 19)', async () => {
    const listing = await publishedListing('nl');
    const slot = await createSlot(listing.documentId, { capacity: 1 });
    const booked = await submitLead(
      'appointments',
      { ...person(uniqueAddress('admin-reopen'), 'nl'), visitSlot: slot.documentId, property: listing.documentId },
      visitorIp(),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const path = `/collection-types/api::visit-slot.visit-slot/${slot.documentId}`;
    const shown = await admin('GET', path);
    expect(shown.body.data).toMatchObject({ booked: 1, slotStatus: 'full' });
    // The edit view sends its fields back: the status still says full, the places are now 3.
    const { startsAt, endsAt, kind, booked: taken, slotStatus } = shown.body.data;
    const saved = await admin('PUT', path, { startsAt, endsAt, kind, booked: taken, slotStatus, capacity: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await slotNow(slot.documentId)).toMatchObject({ capacity: 3, booked: 1, slotStatus: 'open' });
  });
});
