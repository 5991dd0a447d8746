/** Countries the listings can be in. */
export type Country = 'BE' | 'LU';

/** Spec section 9: country ID 10 is Belgium, 50 is Luxembourg. */
export const countryIds: Readonly<Record<Country, number>> = { BE: 10, LU: 50 };

/** How a listing's energy performance is shown: the EPC image (Belgium) or the label text (Luxembourg). */
export type EnergyDisplay = 'image' | 'text';

const energyDisplayByCountry: Readonly<Record<Country, EnergyDisplay>> = { BE: 'image', LU: 'text' };

/**
 * The country of a country ID, or `null` when unknown.
 *
 * @example
 * countryOf(10); // 'BE'
 * countryOf(50); // 'LU'
 * countryOf(1); // null
 */
export function countryOf(countryId: number): Country | null {
  const entry = Object.entries(countryIds).find(([, id]) => id === countryId);
  return entry ? (entry[0] as Country) : null;
}

/**
 * Whether a listing shows its EPC as an image (Belgium) or only as label text (Luxembourg);
 * `null` for any other country.
 *
 * @example
 * energyDisplayOf(10); // 'image'
 * energyDisplayOf(50); // 'text'
 * energyDisplayOf(0); // null
 */
export function energyDisplayOf(countryId: number): EnergyDisplay | null {
  const country = countryOf(countryId);
  return country ? energyDisplayByCountry[country] : null;
}
