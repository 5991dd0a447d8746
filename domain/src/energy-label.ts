import type { Region } from './postal-region.js';

/**
 * One band of an energy scale: values up to `max` (inclusive, or exclusive when `exclusive`)
 * that are above the previous band's `max` get `label`.
 */
export interface EnergyBand {
  readonly label: string;
  readonly max: number;
  readonly exclusive?: boolean;
}

/** An energy scale: bands in ascending order, and the label above the last band. */
export interface EnergyScale {
  readonly bands: readonly EnergyBand[];
  readonly above: string;
}

/**
 * The three scales of spec section 9, in kWh/m² per year. Reading of the spec's ranges: **upper
 * bound inclusive** everywhere ("0-100 A; 100-200 B" puts 100 in A and 100.5 in B), except where
 * the spec says "below" or "negative" (exclusive).
 *
 * | Flanders | value      | Wallonia | value      | Brussels | value      |
 * |----------|------------|----------|------------|----------|------------|
 * | A+       | < 0        | A++      | ≤ 0        | A+       | < 0        |
 * | A        | 0 – 100    | A+       | > 0 – 45   | A        | 0 – 15     |
 * | B        | > 100 – 200| A        | > 45 – 85  | A-       | > 15 – 30  |
 * | C        | > 200 – 300| B        | > 85 – 170 | B+       | > 30 – 45  |
 * | D        | > 300 – 400| C        | > 170 – 255| B        | > 45 – 62  |
 * | E        | > 400 – 500| D        | > 255 – 340| B-       | > 62 – 78  |
 * | F        | > 500      | E        | > 340 – 425| C+       | > 78 – 95  |
 * |          |            | F        | > 425 – 510| C        | > 95 – 113 |
 * |          |            | G        | > 510      | C-       | > 113 – 132|
 * |          |            |          |            | D+       | > 132 – 151|
 * |          |            |          |            | D        | > 151 – 170|
 * |          |            |          |            | D-       | > 170 – 190|
 * |          |            |          |            | E+       | > 190 – 210|
 * |          |            |          |            | E        | > 210 – 232|
 * |          |            |          |            | E-       | > 232 – 253|
 * |          |            |          |            | F+       | > 253 – 276|
 * |          |            |          |            | F        | > 276 – 321|
 * |          |            |          |            | F-       | > 321 – 345|
 * |          |            |          |            | G        | > 345      |
 *
 * Brussels follows the official PEB residential scale; its "sub" bands are written with `-`, and
 * F- starts at 322 (DESIGN.md: the 223 in the source data is a typo). On whole numbers the
 * Brussels bands read exactly as published (A 0-15, A- 16-30, …, F- 322-345, G from 346).
 */
export const energyScales: Readonly<Record<Region, EnergyScale>> = {
  flanders: {
    bands: [
      { label: 'A+', max: 0, exclusive: true },
      { label: 'A', max: 100 },
      { label: 'B', max: 200 },
      { label: 'C', max: 300 },
      { label: 'D', max: 400 },
      { label: 'E', max: 500 },
    ],
    above: 'F',
  },
  wallonia: {
    bands: [
      { label: 'A++', max: 0 },
      { label: 'A+', max: 45 },
      { label: 'A', max: 85 },
      { label: 'B', max: 170 },
      { label: 'C', max: 255 },
      { label: 'D', max: 340 },
      { label: 'E', max: 425 },
      { label: 'F', max: 510 },
    ],
    above: 'G',
  },
  brussels: {
    bands: [
      { label: 'A+', max: 0, exclusive: true },
      { label: 'A', max: 15 },
      { label: 'A-', max: 30 },
      { label: 'B+', max: 45 },
      { label: 'B', max: 62 },
      { label: 'B-', max: 78 },
      { label: 'C+', max: 95 },
      { label: 'C', max: 113 },
      { label: 'C-', max: 132 },
      { label: 'D+', max: 151 },
      { label: 'D', max: 170 },
      { label: 'D-', max: 190 },
      { label: 'E+', max: 210 },
      { label: 'E', max: 232 },
      { label: 'E-', max: 253 },
      { label: 'F+', max: 276 },
      { label: 'F', max: 321 },
      { label: 'F-', max: 345 },
    ],
    above: 'G',
  },
};

/**
 * The energy label of a primary energy use (kWh/m² per year) on a region's scale. Returns `''`
 * for a value that is not a number (NaN); `Infinity` gets the worst label, `-Infinity` the best.
 *
 * @example
 * energyLabel('flanders', 100); // 'A'
 * energyLabel('flanders', 100.5); // 'B'
 * energyLabel('wallonia', 0); // 'A++'
 * energyLabel('brussels', 322); // 'F-'
 * energyLabel('brussels', 346); // 'G'
 */
export function energyLabel(region: Region, kwhPerM2Year: number): string {
  const scale = energyScales[region];
  if (!scale || typeof kwhPerM2Year !== 'number' || Number.isNaN(kwhPerM2Year)) return '';
  const band = scale.bands.find((candidate) =>
    candidate.exclusive ? kwhPerM2Year < candidate.max : kwhPerM2Year <= candidate.max,
  );
  return band ? band.label : scale.above;
}
