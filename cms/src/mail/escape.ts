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

/** Strips line breaks from a value that goes into a mail header (subject), so none can be injected. */
export function headerSafe(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
