/**
 * Visit slots of three fixture listings, as the cms demo seed makes them (weekday evenings,
 * Brussels time): VT1001 (for sale) has visits with places left, one full and one past; VT1003's
 * are all taken;
 * VT2001 (for rent) has rental appointments with the terms the spec states. Times are counted
 * from now, so the slots stay in the future.
 */
const day = 24 * 60 * 60 * 1000;

function at(daysFromNow: number, hourUtc: number, minutes = 0): string {
  const date = new Date(Date.now() + daysFromNow * day);
  date.setUTCHours(hourUtc, minutes, 0, 0);
  return date.toISOString();
}

const slot = (
  documentId: string,
  property: string,
  startsAt: string,
  fields: Partial<{
    kind: string;
    capacity: number;
    booked: number;
    slotStatus: string;
    minimumIncome: number;
    maximumPersons: number;
  }> = {},
) => ({
  documentId,
  property: { documentId: property },
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
  kind: 'visit',
  capacity: 2,
  booked: 0,
  slotStatus: 'open',
  minimumIncome: null as number | null,
  maximumPersons: null as number | null,
  ...fields,
});

export const visitSlots = [
  slot('slot-vt1001-a', 'doc-VT1001', at(2, 16, 30), { capacity: 3, booked: 1 }),
  slot('slot-vt1001-b', 'doc-VT1001', at(3, 17), { capacity: 1 }),
  slot('slot-vt1001-full', 'doc-VT1001', at(4, 16), { capacity: 2, booked: 2, slotStatus: 'full' }),
  slot('slot-vt1001-past', 'doc-VT1001', at(-1, 16)),
  // VT1003's future slots are all taken (one marked full, one whose places an agent counted all booked).
  slot('slot-vt1003-full', 'doc-VT1003', at(2, 16), { capacity: 2, booked: 2, slotStatus: 'full' }),
  slot('slot-vt1003-taken', 'doc-VT1003', at(5, 16), { capacity: 1, booked: 1 }),
  slot('slot-vt1003-cancelled', 'doc-VT1003', at(6, 16), { slotStatus: 'cancelled' }),
  slot('slot-vt2001-a', 'doc-VT2001', at(2, 17), {
    kind: 'rental_appointment',
    capacity: 2,
    minimumIncome: 2700,
    maximumPersons: 2,
  }),
];

/** The slots a listing page asks for: the listing's, starting after `after`, open or full (not cancelled). */
export function visitSlotsOf(variables: Record<string, unknown>) {
  const after = typeof variables.after === 'string' ? Date.parse(variables.after) : Date.now();
  return visitSlots
    .filter((row) => row.property.documentId === variables.property && Date.parse(row.startsAt) > after)
    .filter((row) => row.slotStatus === 'open' || row.slotStatus === 'full')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .slice(0, typeof variables.limit === 'number' ? variables.limit : 10);
}
