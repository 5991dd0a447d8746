import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isBookable, maximumPersonsOf, minimumIncomeOf } from '@vitrine/domain';
import { refuse } from '../abuse/lead-checks';

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
 * Takes one place of a slot with a single conditional UPDATE (`booked < capacity`), inside the
 * caller's transaction: of several visitors booking the last place at once, on SQLite or on
 * PostgreSQL, exactly one changes the row; the others are refused with "The appointments are
 * full" and their appointment is not stored. A slot that reaches its capacity is marked full.
 */
export async function takePlace(strapi: Core.Strapi, slot: BookedSlot): Promise<BookedSlot> {
  return strapi.db.transaction(async ({ trx }) => {
    const table = strapi.db.metadata.get(visitSlotUid).tableName;
    const changed = await trx(table)
      .where({ id: slot.id, slot_status: 'open' })
      .andWhere('booked', '<', trx.ref('capacity'))
      .increment('booked', 1);
    if (Number(changed) !== 1) refuse('visitSlot', 'validation.appointmentsFull', 'APPOINTMENTS_FULL');
    await trx(table)
      .where({ id: slot.id })
      .andWhere('booked', '>=', trx.ref('capacity'))
      .update({ slot_status: 'full' });
    const [row] = (await trx(table).where({ id: slot.id }).select('booked')) as { booked: number }[];
    return { ...slot, booked: Number(row?.booked ?? slot.booked + 1) };
  });
}

/**
 * Gives a place back (a confirmed appointment cancelled or deleted): `booked` never goes below 0,
 * and a full slot opens again.
 */
export async function freePlace(strapi: Core.Strapi, slotId: number): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    const table = strapi.db.metadata.get(visitSlotUid).tableName;
    await trx(table).where({ id: slotId }).andWhere('booked', '>', 0).decrement('booked', 1);
    await trx(table)
      .where({ id: slotId, slot_status: 'full' })
      .andWhere('booked', '<', trx.ref('capacity'))
      .update({ slot_status: 'open' });
  });
}

/**
 * Makes a slot's status say whether it has a place left, after an agent saved it: a full slot
 * given more places (or fewer bookings) opens again, an open one without a place left is full.
 * A cancelled slot stays cancelled: that is how an agent closes a slot by hand. Returns the status.
 */
export async function matchStatusToPlaces(strapi: Core.Strapi, documentId: string): Promise<string | null> {
  return strapi.db.transaction(async ({ trx }) => {
    const table = strapi.db.metadata.get(visitSlotUid).tableName;
    await trx(table)
      .where({ document_id: documentId, slot_status: 'full' })
      .andWhere('booked', '<', trx.ref('capacity'))
      .update({ slot_status: 'open' });
    await trx(table)
      .where({ document_id: documentId, slot_status: 'open' })
      .andWhere('booked', '>=', trx.ref('capacity'))
      .update({ slot_status: 'full' });
    const [row] = (await trx(table).where({ document_id: documentId }).select('slot_status')) as {
      slot_status: string;
    }[];
    return row?.slot_status ?? null;
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
          const table = strapi.db.metadata.get(visitSlotUid).tableName;
          const taken = await strapi.db.transaction(({ trx }) =>
            trx(table).where({ id: afterSlot }).andWhere('booked', '<', trx.ref('capacity')).increment('booked', 1),
          );
          if (Number(taken) !== 1) {
            throw new errors.ApplicationError('The appointments are full: this slot has no place left.');
          }
          await strapi.db.transaction(({ trx }) =>
            trx(table)
              .where({ id: afterSlot })
              .andWhere('booked', '>=', trx.ref('capacity'))
              .update({ slot_status: 'full' }),
          );
        }
      }
      return result;
    });
  });
}
