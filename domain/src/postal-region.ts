/** The three Belgian regions. */
export const regions = ['flanders', 'brussels', 'wallonia'] as const;

/** One Belgian region. */
export type Region = (typeof regions)[number];

interface PostalRange {
  readonly from: number;
  readonly to: number;
  readonly region: Region;
}

/** Spec section 9, "Region by Belgian postal code": ranges are inclusive on both ends. */
export const postalCodeRegions: readonly PostalRange[] = [
  { from: 1000, to: 1299, region: 'brussels' },
  { from: 1300, to: 1499, region: 'wallonia' },
  { from: 1500, to: 3999, region: 'flanders' },
  { from: 4000, to: 7999, region: 'wallonia' },
  { from: 8000, to: 9999, region: 'flanders' },
];

/**
 * The region of a Belgian postal code: four digits (as text, optionally prefixed `B-` or `BE-`, or
 * an integer). Anything else gives `null`.
 *
 * @example
 * regionOfPostalCode('1000'); // 'brussels'
 * regionOfPostalCode(1300); // 'wallonia'
 * regionOfPostalCode('B-9000'); // 'flanders'
 * regionOfPostalCode('0999'); // null
 */
export function regionOfPostalCode(zip: string | number): Region | null {
  let code: number;
  if (typeof zip === 'number') {
    code = zip;
  } else if (typeof zip === 'string') {
    const match = /^(?:BE?-?)?(\d{4})$/i.exec(zip.trim());
    if (!match?.[1]) return null;
    code = Number(match[1]);
  } else {
    return null;
  }
  if (!Number.isInteger(code)) return null;
  return postalCodeRegions.find((range) => code >= range.from && code <= range.to)?.region ?? null;
}

/**
 * Whether a text is a postal code the forms accept: Belgian (four digits, 1000-9999, optionally
 * `B-`/`BE-`) or Luxembourg (four digits, optionally `L-`/`LU-`).
 *
 * @example
 * isPostalCode('9000'); // true
 * isPostalCode('L-1234'); // true
 * isPostalCode('123'); // false
 */
export function isPostalCode(value: string): boolean {
  return /^(?:(?:BE?|LU?)-?)?[1-9]\d{3}$/i.test(value.trim());
}

/**
 * The region a listing is in, from its postal code and country ID (spec section 9: 10 Belgium, 50
 * Luxembourg): a Belgian postal code gives its region, any Luxembourg listing is `luxembourg`.
 * `null` when neither tells (no or an unknown postal code, another country). No country ID reads
 * as Belgium, the agency's home.
 *
 * @example
 * listingRegionOf('9000', 10); // 'flanders'
 * listingRegionOf('1050', null); // 'brussels'
 * listingRegionOf('L-1234', 50); // 'luxembourg'
 * listingRegionOf('9000', 1); // null
 */
export function listingRegionOf(zip: unknown, countryId: unknown): Region | 'luxembourg' | null {
  const country = countryId === null || countryId === undefined || countryId === '' ? 10 : Number(countryId);
  if (country === 50) return 'luxembourg';
  if (country !== 10) return null;
  return typeof zip === 'string' || typeof zip === 'number' ? regionOfPostalCode(zip) : null;
}
