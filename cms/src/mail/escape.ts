import { interpolate, type InterpolationValues } from '@vitrine/domain';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes a value for HTML text and attribute values (both quotes included).
 *
 * @example
 * escapeHtml('<b>"Jan"</b>'); // '&lt;b&gt;&quot;Jan&quot;&lt;/b&gt;'
 */
export function escapeHtml(value: unknown): string {
  const text =
    typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  return text.replace(/[&<>"']/g, (character) => entities[character]);
}

/**
 * Fills a template for HTML: every value is escaped before it is inserted, so a visitor's name
 * or remark can never become markup. The template itself is trusted (it is ours).
 *
 * @example
 * interpolateHtml('Hello {{name}}', { name: '<script>' }); // 'Hello &lt;script&gt;'
 */
export function interpolateHtml(template: string, values: InterpolationValues): string {
  const escaped = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, escapeHtml(value)]));
  return interpolate(template, escaped);
}

/** Strips line breaks from a value that goes into a mail header (subject), so none can be injected. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
