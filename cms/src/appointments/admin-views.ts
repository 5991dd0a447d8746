import type { Core } from '@strapi/strapi';
import { applyListView } from '../bootstrap/list-view';
import { visitSlotUid } from './booking';

/** What agents read in the visit slot list and form, instead of field names. */
const slotLabels: Readonly<Record<string, string>> = {
  startsAt: 'Starts',
  endsAt: 'Ends',
  property: 'Property',
  agent: 'Agent',
  kind: 'Kind (visit or rental appointment)',
  capacity: 'Places',
  booked: 'Booked',
  slotStatus: 'Status',
  minimumIncome: 'Minimum monthly income (rental)',
  maximumPersons: 'Maximum persons (rental)',
};

/** The slot list: when, which property, what kind, how many places and how many booked. */
export const slotListColumns = ['startsAt', 'property', 'kind', 'capacity', 'booked', 'slotStatus', 'agent'];

/**
 * The agents' visit slot list in the admin: labelled columns, the next slots first. Applied at
 * every start over what the content manager generated; a second start changes nothing.
 */
export const applyVisitSlotViews = (strapi: Core.Strapi) =>
  applyListView(strapi, visitSlotUid, {
    labels: slotLabels,
    columns: slotListColumns,
    sortBy: 'startsAt',
    sortOrder: 'ASC',
    pageSize: 50,
  });
