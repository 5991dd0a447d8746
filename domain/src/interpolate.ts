/** At most this many placeholders are replaced in one text (spec: at most 1000 replacements). */
export const maxInterpolationReplacements = 1000;

/** Values for {@link interpolate}; nested objects are read with dotted names (`{{agent.name}}`). */
export type InterpolationValues = Readonly<Record<string, unknown>>;

function lookup(values: InterpolationValues, name: string): unknown {
  if (Object.hasOwn(values, name)) return values[name];
  let current: unknown = values;
  for (const key of name.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as InterpolationValues)[key];
  }
  return current;
}

/**
 * Replaces `{{name}}` placeholders (spaces inside the braces allowed) with their values, in one
 * pass: inserted values are not scanned again. A placeholder without a value (`undefined` or
 * `null`) is left as it is, so a missing value shows. After {@link maxInterpolationReplacements}
 * replacements the remaining placeholders are left as they are.
 *
 * @example
 * interpolate('Page {{page}} of {{ pages }}', { page: 2, pages: 7 }); // 'Page 2 of 7'
 * interpolate('Hello {{name}}', {}); // 'Hello {{name}}'
 */
export function interpolate(template: string, values: InterpolationValues = {}): string {
  let replaced = 0;
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (placeholder, name: string) => {
    if (replaced >= maxInterpolationReplacements) return placeholder;
    const value = lookup(values, name);
    // Only a text, a number or a yes/no has a text; anything else (`{{agent}}` for `{{agent.name}}`) shows as missing.
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return placeholder;
    replaced += 1;
    return String(value);
  });
}
