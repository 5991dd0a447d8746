import { number, type InferType } from 'yup';
import { alertDeliveries } from '../demand-match.js';
import { parseSearchArea, searchAreaLimits } from '../search-area.js';
import {
  consent,
  email,
  firstName,
  idList,
  key,
  language,
  lastName,
  notBelow,
  optionalAmount,
  optionalCount,
  optionalPhone,
  title,
  formObject,
  text,
} from './fields.js';

/**
 * A standing search request (demand register): goal (0 sale, 1 rent), at least one property type
 * and one region (classification ids), optional bounds (min ≤ max) and counts, an optional search
 * area (`parseSearchArea`: a drawn polygon or a circle around a place), how often to mail
 * (`instant` or `daily`), the person, and consent to receive matching listings by email.
 *
 * @example
 * demandRegisterSchema.isValidSync({
 *   goal: 0, propertyTypes: [1], regions: [12], minPrice: 200000, maxPrice: 350000, title: 'ms',
 *   firstName: 'An', lastName: 'Peeters', email: 'an@example.be', language: 'nl', consent: true,
 * }); // true
 */
export const demandRegisterSchema = formObject({
  goal: number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(key('validation.goalRequired'))
    .required(key('validation.goalRequired'))
    .oneOf([0, 1], key('validation.goalRequired')),
  propertyTypes: idList('validation.propertyTypeRequired'),
  regions: idList('validation.regionRequired'),
  minPrice: optionalAmount(),
  maxPrice: optionalAmount().test('price-range', key('validation.priceRangeOrder'), notBelow('minPrice')),
  minBedrooms: optionalCount(50),
  maxBedrooms: optionalCount(50).test('bedrooms-range', key('validation.bedroomsRangeOrder'), notBelow('minBedrooms')),
  garages: optionalCount(50),
  parkings: optionalCount(50),
  bathrooms: optionalCount(50),
  budget: optionalAmount(),
  /** The area drawn on the results map or around a place (its URL form), from the search it saves. */
  area: text(searchAreaLimits.maxEncodedLength, 'validation.areaInvalid').test(
    'search-area',
    key('validation.areaInvalid'),
    (value) => !value || parseSearchArea(value).problem === null,
  ),
  /** At once (matches of a few minutes bundled in one mail) or one daily digest; at once when not chosen. */
  delivery: text(10).oneOf(alertDeliveries, key('validation.choiceInvalid')).default('instant'),
  title,
  firstName,
  lastName,
  email,
  phone: optionalPhone,
  language,
  consent,
});

/** The values of a demand register entry. */
export type DemandRegisterInput = InferType<typeof demandRegisterSchema>;
