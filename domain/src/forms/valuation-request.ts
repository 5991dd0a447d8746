import { number, type InferType } from 'yup';
import {
  city,
  contactTimeSlots,
  email,
  firstName,
  houseNumber,
  key,
  language,
  lastName,
  notBelow,
  optionalAmount,
  optionalCount,
  phone,
  remark,
  street,
  text,
  title,
  zip,
  formObject,
} from './fields.js';

/**
 * A request for a free valuation of the visitor's property; the address is required. The kind of
 * home (a property-type classification id), an asking-price range (min ≤ max) and the bedrooms are
 * optional: with them the page tells how many standing searches want such a home (issue 22).
 *
 * @example
 * valuationRequestSchema.isValidSync({
 *   title: 'mr', firstName: 'Jan', lastName: 'Claes', email: 'jan@example.be', phone: '0475123456',
 *   street: 'Veldstraat', houseNumber: '12', zip: '9000', city: 'Gent', language: 'nl',
 * }); // true
 */
export const valuationRequestSchema = formObject({
  title,
  firstName,
  lastName,
  email,
  phone,
  street,
  houseNumber,
  zip,
  city,
  propertyType: text(100),
  homeType: number()
    .transform((value: unknown, original: unknown) =>
      original === '' || original === null || original === undefined ? undefined : value,
    )
    .typeError(key('validation.choiceInvalid'))
    .integer(key('validation.choiceInvalid'))
    .min(1, key('validation.choiceInvalid'))
    .max(2_147_483_647, key('validation.choiceInvalid')),
  askingPriceMin: optionalAmount(),
  askingPriceMax: optionalAmount().test('price-range', key('validation.priceRangeOrder'), notBelow('askingPriceMin')),
  bedrooms: optionalCount(50),
  remark,
  contactTimeSlots,
  language,
});

/** The values of a valuation request. */
export type ValuationRequestInput = InferType<typeof valuationRequestSchema>;
