import type { Language } from './languages.js';

/** Ids of the preferred contact time slots, stored in leads' `contactTimeSlots`. */
export const contactTimeSlotIds = ['morning', 'afternoon', 'evening'] as const;

/** One contact time slot id. */
export type ContactTimeSlotId = (typeof contactTimeSlotIds)[number];

/** A slot with its hours as shown in a language. */
export interface ContactTimeSlot {
  readonly id: ContactTimeSlotId;
  readonly label: string;
}

/**
 * Slot hours (spec section 9): 10:00-13:00, 14:00-16:00, 16:00-19:00; the Dutch site shows the
 * afternoon slot as 13:00-16:00.
 */
export const contactTimeSlotLabels: Readonly<Record<ContactTimeSlotId, string>> = {
  morning: '10:00-13:00',
  afternoon: '14:00-16:00',
  evening: '16:00-19:00',
};

const labelOverrides: Readonly<Partial<Record<Language, Partial<Record<ContactTimeSlotId, string>>>>> = {
  nl: { afternoon: '13:00-16:00' },
};

/**
 * The contact time slots with their labels in a language.
 *
 * @example
 * contactTimeSlots('en')[1]; // { id: 'afternoon', label: '14:00-16:00' }
 * contactTimeSlots('nl')[1]; // { id: 'afternoon', label: '13:00-16:00' }
 */
export function contactTimeSlots(lang: Language): ContactTimeSlot[] {
  return contactTimeSlotIds.map((id) => ({ id, label: labelOverrides[lang]?.[id] ?? contactTimeSlotLabels[id] }));
}
