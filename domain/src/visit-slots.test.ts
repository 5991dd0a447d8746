import { expect, test } from 'vitest';
import { isBookable, maximumPersonsOf, minimumIncomeOf, placesLeft } from './visit-slots.js';

const now = new Date('2030-03-01T12:00:00Z');
const future = '2030-03-02T17:00:00Z';

test.each([
  [{ startsAt: future, capacity: 3, booked: 0 }, 3],
  [{ startsAt: future, capacity: 3, booked: 2 }, 1],
  [{ startsAt: future, capacity: 3, booked: 3 }, 0],
  [{ startsAt: future, capacity: 1, booked: 4 }, 0],
  [{ startsAt: future, capacity: 2, booked: null }, 2],
])('places left of %j: %i', (slot, left) => {
  expect(placesLeft(slot)).toBe(left);
});

test.each([
  [{ startsAt: future, capacity: 1, booked: 0, slotStatus: 'open' }, true],
  [{ startsAt: future, capacity: 2, booked: 1 }, true],
  [{ startsAt: future, capacity: 1, booked: 1, slotStatus: 'open' }, false],
  [{ startsAt: future, capacity: 3, booked: 0, slotStatus: 'full' }, false],
  [{ startsAt: future, capacity: 3, booked: 0, slotStatus: 'cancelled' }, false],
  [{ startsAt: '2030-03-01T12:00:00Z', capacity: 3, booked: 0 }, false],
  [{ startsAt: '2030-02-28T17:00:00Z', capacity: 3, booked: 0 }, false],
])('bookable %j: %s', (slot, bookable) => {
  expect(isBookable(slot, now)).toBe(bookable);
});

test.each([
  [{ maximumPersons: 2 }, { rentalMaximumPersons: 4 }, 2],
  [{ maximumPersons: null }, { rentalMaximumPersons: 4 }, 4],
  [{}, null, null],
])('maximum persons of %j and %j: %s', (slot, listing, maximum) => {
  expect(maximumPersonsOf(slot, listing)).toBe(maximum);
});

test.each([
  [{ minimumIncome: 2700 }, { rentalMinimumIncome: 3000 }, 2700],
  [{ minimumIncome: null }, { rentalMinimumIncome: 3000 }, 3000],
  [{}, {}, null],
])('minimum income of %j and %j: %s', (slot, listing, income) => {
  expect(minimumIncomeOf(slot, listing)).toBe(income);
});
