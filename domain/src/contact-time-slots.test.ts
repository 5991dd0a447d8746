import { expect, test } from 'vitest';
import { contactTimeSlots } from './contact-time-slots.js';

test.each([
  ['en', ['10:00-13:00', '14:00-16:00', '16:00-19:00']],
  ['fr', ['10:00-13:00', '14:00-16:00', '16:00-19:00']],
  ['de', ['10:00-13:00', '14:00-16:00', '16:00-19:00']],
  ['nl', ['10:00-13:00', '13:00-16:00', '16:00-19:00']],
] as const)('%s → %j', (lang, labels) => {
  const slots = contactTimeSlots(lang);
  expect(slots.map((slot) => slot.id)).toEqual(['morning', 'afternoon', 'evening']);
  expect(slots.map((slot) => slot.label)).toEqual(labels);
});
