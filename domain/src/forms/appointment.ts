import { number, type InferType } from 'yup';
import {
  documentId,
  email,
  firstName,
  key,
  language,
  lastName,
  optionalAmount,
  phone,
  property,
  remark,
  title,
  formObject,
} from './fields.js';

/** Most persons an appointment can be booked for. */
export const maxAppointmentPersons = 20;

/**
 * Booking a visit slot (rental appointments): the slot and the property, the visitor, how many
 * persons come (1 to 20) and, optionally, the monthly income (checked by the agent against the
 * listing's minimum income).
 *
 * @example
 * appointmentSchema.isValidSync({
 *   visitSlot: 'slot1', property: 'abc123', title: 'mr', firstName: 'Jan', lastName: 'Claes',
 *   email: 'jan@example.be', phone: '0475123456', persons: 2, language: 'nl',
 * }); // true
 */
export const appointmentSchema = formObject({
  visitSlot: documentId('validation.visitSlotRequired'),
  property,
  title,
  firstName,
  lastName,
  email,
  phone,
  persons: number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(key('validation.numberInvalid'))
    .required(key('validation.personsRequired'))
    .integer(key('validation.integerRequired'))
    .min(1, key('validation.personsMin'))
    .max(maxAppointmentPersons, key('validation.personsMax')),
  monthlyIncome: optionalAmount(),
  remark,
  language,
});

/** The values of an appointment booking. */
export type AppointmentInput = InferType<typeof appointmentSchema>;
