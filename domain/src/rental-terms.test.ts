import { expect, test } from 'vitest';
import { rentalAppointmentTerms } from './rental-terms.js';

test.each([
  [
    { monthlyRent: 950, minimumIncome: 2850, maximumPersons: 2 },
    { depositMonths: 3, depositAmount: 2850, minimumIncome: 2850, maximumPersons: 2 },
  ],
  [{ monthlyRent: 1234.56 }, { depositMonths: 3, depositAmount: 3703.68, minimumIncome: null, maximumPersons: null }],
  [
    { monthlyRent: 0, minimumIncome: null },
    { depositMonths: 3, depositAmount: 0, minimumIncome: null, maximumPersons: null },
  ],
  [{ monthlyRent: -1 }, { depositMonths: 3, depositAmount: Number.NaN, minimumIncome: null, maximumPersons: null }],
  [
    { monthlyRent: Number.NaN },
    { depositMonths: 3, depositAmount: Number.NaN, minimumIncome: null, maximumPersons: null },
  ],
])('%j → %j', (input, terms) => {
  expect(rentalAppointmentTerms(input)).toEqual(terms);
});
