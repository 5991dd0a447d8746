import { type InferType } from 'yup';
import { isIsoDate } from '../iso-date.js';
import { isoDate, key, formObject } from './fields.js';

/**
 * The date range of the owner portal statistics: both dates complete and valid (`YYYY-MM-DD`),
 * start not after end.
 *
 * @example
 * statisticsRangeSchema.isValidSync({ startDate: '2025-01-01', endDate: '2025-01-31' }); // true
 */
export const statisticsRangeSchema = formObject({
  startDate: isoDate('validation.startDateInvalid', 'validation.startDateInvalid'),
  endDate: isoDate('validation.endDateInvalid', 'validation.endDateInvalid').test(
    'date-range',
    key('validation.dateRangeOrder'),
    function (endDate) {
      const startDate = (this.parent as { startDate?: unknown }).startDate;
      return !isIsoDate(startDate) || !isIsoDate(endDate) || startDate <= endDate;
    },
  ),
});

/** The values of a statistics range. */
export type StatisticsRangeInput = InferType<typeof statisticsRangeSchema>;
