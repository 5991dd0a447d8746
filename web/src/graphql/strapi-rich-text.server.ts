/** Rich text (Markdown) as plain paragraphs: markup characters are dropped, nothing is rendered as HTML. */
export function plainParagraphs(text: string | null): string[] {
  if (!text) return [];
  return text
    .replace(/<[^>]*>/g, ' ')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/^#{1,6}\s+/gm, '')
        .replace(/^\s*[-*]\s+/gm, '• ')
        .replace(/[*_`]{1,3}([^*_`]+)[*_`]{1,3}/g, '$1')
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}
