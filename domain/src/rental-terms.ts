import { roundToCents } from './money.js';

/** The rental deposit, in months of rent (spec: 3 months' deposit). */
export const rentalDepositMonths = 3;

/** Input of {@link rentalAppointmentTerms}: the listing's rent and the agent's parameters. */
export interface RentalTermsInput {
  readonly monthlyRent: number;
  readonly minimumIncome?: number | null;
  readonly maximumPersons?: number | null;
}

/** The terms shown in a rental appointment confirmation. */
export interface RentalTerms {
  readonly depositMonths: number;
  /** Rent × 3, rounded to cents; `NaN` for a rent that is not a non-negative number. */
  readonly depositAmount: number;
  readonly minimumIncome: number | null;
  readonly maximumPersons: number | null;
}

/**
 * The terms of a rental appointment confirmation: a deposit of 3 months' rent, plus the minimum
 * income and maximum number of persons given as parameters (`null` when not given).
 *
 * @example
 * rentalAppointmentTerms({ monthlyRent: 950, minimumIncome: 2850, maximumPersons: 2 });
 * // { depositMonths: 3, depositAmount: 2850, minimumIncome: 2850, maximumPersons: 2 }
 */
export function rentalAppointmentTerms({ monthlyRent, minimumIncome, maximumPersons }: RentalTermsInput): RentalTerms {
  return {
    depositMonths: rentalDepositMonths,
    depositAmount: monthlyRent >= 0 ? roundToCents(monthlyRent * rentalDepositMonths) : Number.NaN,
    minimumIncome: minimumIncome ?? null,
    maximumPersons: maximumPersons ?? null,
  };
}
