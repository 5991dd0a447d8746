import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isBookable, maximumPersonsOf, minimumIncomeOf } from '@vitrine/domain';
import { refuse } from '../abuse/lead-checks';
import { tableOf } from '../strapi-patches/tables';

export const appointmentUid = 'api::appointment.appointment';
export const visitSlotUid = 'api::visit-slot.visit-slot';

/** A visit slot as a booking reads it, with the rental terms it carries (else its listing's). */
export interface BookedSlot {
  id: number;
  documentId: string;
  startsAt: string;
  endsAt: string;
  kind: 'visit' | 'rental_appointment';
  capacity: number;
  booked: number;
  minimumIncome: number | null;
  maximumPersons: number | null;
  monthlyRent: number | null;
  agentEmail: string | null;
}

type SlotRow = {
  id: number;
  documentId: string;
  startsAt: string;
  endsAt: string;
  kind: BookedSlot['kind'];
  capacity: number;
  booked: number | null;
  slotStatus: string;
  minimumIncome: number | null;
  maximumPersons: number | null;
  property?: { documentId: string } | null;
  agent?: { email?: string | null } | null;
};

type ListingTerms = { price: number | null; rentalMinimumIncome: number | null; rentalMaximumPersons: number | null };

/**
 * Checks a visitor's booking before anything is counted or stored: the slot exists, belongs to the
 * listing the page names, starts in the future and is open, and the persons do not exceed the
 * maximum of the slot (else of the listing). A full slot is refused here already; the place itself
 * is taken by {@link takePlace}, inside the transaction that stores the appointment.
 */
export async function checkBooking(
  strapi: Core.Strapi,
  data: Record<string, unknown>,
  listingDocumentId: string | undefined,
  now = new Date(),
): Promise<BookedSlot> {
  const slotDocumentId = data.visitSlot;
  const row =
    typeof slotDocumentId === 'string'
      ? ((await strapi.db.query(visitSlotUid).findOne({
          where: { documentId: slotDocumentId },
          populate: { property: { select: ['documentId'] }, agent: { select: ['email'] } },
        })) as SlotRow | null)
      : null;
  if (!row || !listingDocumentId || row.property?.documentId !== listingDocumentId || row.slotStatus === 'cancelled') {
    refuse('visitSlot', 'validation.visitSlotUnavailable', 'SLOT_NOT_OF_LISTING');
  }
  if (new Date(row.startsAt).getTime() <= now.getTime()) refuse('visitSlot', 'validation.visitSlotPast', 'SLOT_PAST');
  const listingRows = (await strapi.db.query('api::property.property').findMany({
    where: { documentId: listingDocumentId, publishedAt: { $notNull: true } },
    select: ['price', 'rentalMinimumIncome', 'rentalMaximumPersons'],
    limit: 1,
  })) as ListingTerms[];
  const listing = listingRows[0] ?? null;
  const slot: BookedSlot = {
    id: row.id,
    documentId: row.documentId,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
    kind: row.kind,
    capacity: row.capacity,
    booked: row.booked ?? 0,
    minimumIncome: minimumIncomeOf(row, listing),
    maximumPersons: maximumPersonsOf(row, listing),
    monthlyRent: listing?.price ?? null,
    agentEmail: row.agent?.email ?? null,
  };
  const persons = typeof data.persons === 'number' ? data.persons : 1;
  if (slot.maximumPersons !== null && persons > slot.maximumPersons) {
    refuse('persons', 'validation.personsOverMaximum', 'TOO_MANY_PERSONS');
  }
  if (!isBookable({ ...row, booked: row.booked ?? 0 }, now))
    refuse('visitSlot', 'validation.appointmentsFull', 'APPOINTMENTS_FULL');
  return slot;
}

/**
 * The visit slots' table and the columns the place counting writes, named by Strapi's metadata
 * (these counts are conditional UPDATEs, which the Query Engine cannot write; README of
 * strapi-patches).
 */
function slotTable(strapi: Core.Strapi) {
  const table = tableOf(strapi, visitSlotUid);
  return {
    name: table.name,
    id: table.column('id'),
    documentId: table.column('documentId'),
    status: table.column('slotStatus'),
    booked: table.column('booked'),
    capacity: table.column('capacity'),
  };
}

/** A knex transaction (Strapi types the `trx` of its transaction callback as `any`). */
type Knex = Core.Strapi['db']['connection'];
type SlotTable = ReturnType<typeof slotTable>;

/** Marks the slots of `where` that have no place left full. */
async function markFull(trx: Knex, t: SlotTable, where: Record<string, unknown>): Promise<void> {
  await trx(t.name)
    .where(where)
    .andWhere(t.booked, '>=', trx.ref(t.capacity))
    .update({ [t.status]: 'full' });
}

/** Opens the full slots of `where` that have a place again. */
async function markOpen(trx: Knex, t: SlotTable, where: Record<string, unknown>): Promise<void> {
  await trx(t.name)
    .where({ ...where, [t.status]: 'full' })
    .andWhere(t.booked, '<', trx.ref(t.capacity))
    .update({ [t.status]: 'open' });
}

/**
 * Takes one place of a slot with a single conditional UPDATE (`booked < capacity`), inside the
 * caller's transaction: of several visitors booking the last place at once, on SQLite or on
 * PostgreSQL, exactly one changes the row; the others are refused with "The appointments are
 * full" and their appointment is not stored. A slot that reaches its capacity is marked full.
 */
export async function takePlace(strapi: Core.Strapi, slot: BookedSlot): Promise<BookedSlot> {
  const t = slotTable(strapi);
  return strapi.db.transaction(async ({ trx }) => {
    const changed = await trx(t.name)
      .where({ [t.id]: slot.id, [t.status]: 'open' })
      .andWhere(t.booked, '<', trx.ref(t.capacity))
      .increment(t.booked, 1);
    if (Number(changed) !== 1) refuse('visitSlot', 'validation.appointmentsFull', 'APPOINTMENTS_FULL');
    await markFull(trx, t, { [t.id]: slot.id });
    const [row] = (await trx(t.name)
      .where({ [t.id]: slot.id })
      .select(`${t.booked} as booked`)) as { booked: number }[];
    return { ...slot, booked: Number(row?.booked ?? slot.booked + 1) };
  });
}

/**
 * Gives a place back (a confirmed appointment cancelled or deleted): `booked` never goes below 0,
 * and a full slot opens again.
 */
export async function freePlace(strapi: Core.Strapi, slotId: number): Promise<void> {
  const t = slotTable(strapi);
  await strapi.db.transaction(async ({ trx }) => {
    await trx(t.name)
      .where({ [t.id]: slotId })
      .andWhere(t.booked, '>', 0)
      .decrement(t.booked, 1);
    await markOpen(trx, t, { [t.id]: slotId });
  });
}

/**
 * Makes a slot's status say whether it has a place left, after an agent saved it: a full slot
 * given more places (or fewer bookings) opens again, an open one without a place left is full.
 * A cancelled slot stays cancelled: that is how an agent closes a slot by hand. Returns the status.
 */
export async function matchStatusToPlaces(strapi: Core.Strapi, documentId: string): Promise<string | null> {
  const t = slotTable(strapi);
  return strapi.db.transaction(async ({ trx }) => {
    await markOpen(trx, t, { [t.documentId]: documentId });
    await markFull(trx, t, { [t.documentId]: documentId, [t.status]: 'open' });
    const [row] = (await trx(t.name)
      .where({ [t.documentId]: documentId })
      .select(`${t.status} as status`)) as { status: string }[];
    return row?.status ?? null;
  });
}

/**
 * A slot an agent creates or changes (in the admin or through the API) gets the status its places
 * say (`matchStatusToPlaces`); the answer shows that status.
 */
function registerSlotStatus(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== visitSlotUid || (context.action !== 'create' && context.action !== 'update')) return next();
    const result = await next();
    if (!result || typeof result !== 'object' || !('documentId' in result)) return result;
    const status = await matchStatusToPlaces(strapi, String(result.documentId));
    return status && 'slotStatus' in result ? Object.assign(result, { slotStatus: status }) : result;
  });
}

type AppointmentRow = { id: number; appointmentStatus: string; visitSlot?: { id: number } | null };

/**
 * The places of the visit slots. Agents cancel a booking by setting its status to cancelled (or
 * delete it): its place is freed. Setting a cancelled booking back to confirmed takes a place
 * again, if one is left. A slot an agent saves gets the status its places say (issue 19: a full
 * slot given more places stayed full).
 */
export function registerAppointmentPlaces(strapi: Core.Strapi): void {
  registerSlotStatus(strapi);
  strapi.documents.use(async (context, next) => {
    if (context.uid !== appointmentUid || (context.action !== 'update' && context.action !== 'delete')) return next();
    const documentId = (context.params as { documentId?: string }).documentId;
    if (!documentId) return next();
    return strapi.db.transaction(async () => {
      const before = (await strapi.db.query(appointmentUid).findMany({
        where: { documentId },
        populate: { visitSlot: { select: ['id'] } },
      })) as AppointmentRow[];
      const result = await next();
      const after =
        context.action === 'delete'
          ? []
          : ((await strapi.db.query(appointmentUid).findMany({
              where: { documentId },
              populate: { visitSlot: { select: ['id'] } },
            })) as AppointmentRow[]);
      const wasConfirmed = before.find((row) => row.appointmentStatus === 'confirmed');
      const isConfirmed = after.find((row) => row.appointmentStatus === 'confirmed');
      const beforeSlot = wasConfirmed?.visitSlot?.id;
      const afterSlot = isConfirmed?.visitSlot?.id;
      if (beforeSlot !== afterSlot) {
        if (beforeSlot) await freePlace(strapi, beforeSlot);
        if (afterSlot) {
          const t = slotTable(strapi);
          const taken = await strapi.db.transaction(({ trx }) =>
            trx(t.name)
              .where({ [t.id]: afterSlot })
              .andWhere(t.booked, '<', trx.ref(t.capacity))
              .increment(t.booked, 1),
          );
          if (Number(taken) !== 1) {
            throw new errors.ApplicationError('The appointments are full: this slot has no place left.');
          }
          await strapi.db.transaction(({ trx }) => markFull(trx, t, { [t.id]: afterSlot }));
        }
      }
      return result;
    });
  });
}
