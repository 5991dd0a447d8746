import { describe, expect, test } from 'vitest';
import { cleanDescription } from './description.js';

const words = (count: number, word = 'word'): string => Array.from({ length: count }, () => word).join(' ');

describe('cleanDescription: markup', () => {
  test.each([
    ['<p>Sunny&nbsp;flat &amp; garden</p>', 'Sunny flat & garden'],
    ['<b>Bright</b><br/>house', 'Bright house'],
    ['a&lt;b&gt;c &quot;q&quot; &#39;s&#39; &apos;t&apos;', "a<b>c \"q\" 's' 't'"],
    ['caf&eacute; &#233;t&#xE9; &euro;&nbsp;5 &hellip;', 'café été € 5 …'],
    ['<script>alert(1)</script>Safe<style>p{}</style> text', 'Safe text'],
    ['<!-- note -->Kept', 'Kept'],
    ['  lots   of\n\n space\t ', 'lots of space'],
    ['&unknown; &#0; &#xD800;', '&unknown; &#0; &#xD800;'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(cleanDescription(html)).toBe(text);
  });
});

describe('cleanDescription: cutting', () => {
  test('the default limit is 250 characters', () => {
    const text = 'x'.repeat(300);
    expect(cleanDescription(text)).toBe('x'.repeat(250));
    expect(cleanDescription('x'.repeat(250))).toBe('x'.repeat(250));
  });

  test.each([
    // [text, limit, ellipsis, expected]: a space beyond 80 % of the limit is used, else a hard cut
    ['Large house with a garden', 20, false, 'Large house with a'], // space at 18 > 16
    ['Large house with garden', 20, false, 'Large house with gar'], // space at 16 = 80 %: hard cut
    ['Large houses with garden', 20, false, 'Large houses with'], // space at 17 > 16
    ['Large house with a garden', 20, true, 'Large house with a…'],
    ['Large house with garden', 20, true, 'Large house with…'], // 19 available: space at 16 > 15.2
    ['Short text', 20, true, 'Short text'],
    ['A villa, with a view', 9, false, 'A villa'], // space at 8 > 7.2; trailing comma dropped
    ['A villa, with a view', 10, false, 'A villa, w'], // space at 8, not > 8: hard cut
    ['Exactly twenty chars', 20, true, 'Exactly twenty chars'],
    ['abc def', 0, false, ''],
  ] as const)('%j (limit %d, ellipsis %s) → %j', (text, limit, ellipsis, expected) => {
    expect(cleanDescription(text, limit, ellipsis)).toBe(expected);
  });

  test('word boundary at exactly 80 % of 250 (index 200) gives a hard cut; at 201 a word cut', () => {
    const at200 = `${'a'.repeat(200)} ${'b'.repeat(100)}`;
    expect(cleanDescription(at200)).toBe(`${'a'.repeat(200)} ${'b'.repeat(49)}`);
    const at201 = `${'a'.repeat(201)} ${'b'.repeat(100)}`;
    expect(cleanDescription(at201)).toBe('a'.repeat(201));
  });

  test('never exceeds the limit, ellipsis included', () => {
    const text = words(100);
    for (const limit of [10, 50, 100, 250]) {
      expect(cleanDescription(text, limit).length).toBeLessThanOrEqual(limit);
      expect(cleanDescription(text, limit, true).length).toBeLessThanOrEqual(limit);
      expect(cleanDescription(text, limit, true).endsWith('…')).toBe(true);
    }
  });

  test('a hard cut does not split a surrogate pair', () => {
    expect(cleanDescription(`${'a'.repeat(9)}😀😀`, 10)).toBe('a'.repeat(9));
  });
});
