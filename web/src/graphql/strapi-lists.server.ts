/**
 * The rows of a Strapi list. Strapi 5 types its lists `[Type]!`: the list is always there, but
 * the schema lets any row be `null`, so the site reads them through this.
 *
 * @example
 * rows(data?.properties); // the properties that came back, never null ones
 */
export function rows<T>(list: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (list ?? []).filter((row): row is T => row !== null && row !== undefined);
}
