/** The icons a property type can show. */
export type PropertyTypeIcon = 'residential' | 'default' | 'industrial' | 'land' | 'retail';

/** Icon by property type WebID (spec: 1 residential; 2, 5, 7 default; 3 industrial; 4 land; 6 retail). */
export const propertyTypeIcons: Readonly<Record<number, PropertyTypeIcon>> = {
  1: 'residential',
  2: 'default',
  3: 'industrial',
  4: 'land',
  5: 'default',
  6: 'retail',
  7: 'default',
};

/**
 * The icon of a property type WebID; unknown WebIDs get `'default'`.
 *
 * @example
 * propertyTypeIcon(1); // 'residential'
 * propertyTypeIcon(6); // 'retail'
 * propertyTypeIcon(99); // 'default'
 */
export function propertyTypeIcon(webId: number): PropertyTypeIcon {
  return propertyTypeIcons[webId] ?? 'default';
}

/** Goal values: 0 is for sale; any other value is for rent (1 is what the site writes). */
export const goals = { sale: 0, rent: 1 } as const;

/** A listing goal as the site writes it. */
export type Goal = (typeof goals)[keyof typeof goals];

/**
 * Whether a goal means "for sale" (spec: 0 for sale, any other value for rent).
 *
 * @example
 * isForSale(0); // true
 * isForSale(1); // false
 * isForSale(2); // false
 */
export function isForSale(goal: number): boolean {
  return goal === goals.sale;
}
