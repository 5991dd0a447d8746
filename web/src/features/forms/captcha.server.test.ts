import { describe, expect, test } from 'vitest';
import { captchaAlphabet, captchaGlyphs } from './captcha-glyphs';
import { captchaSvg, checkCaptcha, createCaptcha } from './captcha.server';

const secret = 'a-test-secret-of-at-least-32-characters';

/**
 * The program of the security test (issue 18, item 7), which read 18 of 20 images: each glyph was
 * one `<path>` with the font's path, every point shaken by under half a unit, placed by a
 * `transform`. Rounding the points gives the font's path back; the transform's x gives the order.
 * It also tries the stronger reading: any path whose rounded points, moved to start at 0 0, match
 * a glyph of the font moved the same way.
 */
function solveByCoordinates(svg: string, font: Readonly<Record<string, string>>): string {
  const normalised = (d: string) => {
    const numbers = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => Math.round(Number(match[0])));
    const [x0 = 0, y0 = 0] = numbers;
    return numbers.map((value, index) => value - (index % 2 === 0 ? x0 : y0)).join(',');
  };
  const byPath = new Map(Object.entries(font).map(([char, path]) => [normalised(path), char]));
  const found: Array<{ x: number; char: string }> = [];
  for (const match of svg.matchAll(/<path d="([^"]+)"(?: transform="translate\((-?[\d.]+))?/g)) {
    const char = byPath.get(normalised(match[1]!));
    const x = Number(match[2] ?? /-?[\d.]+/.exec(match[1]!)?.[0] ?? 0);
    if (char) found.push({ x, char });
  }
  return found
    .sort((a, b) => a.x - b.x)
    .map((entry) => entry.char)
    .join('');
}

/** The glyphs and drawing of the captcha the security test read (before issue 18), for the solver's own check. */
const oldFont: Record<string, string> = {
  A: 'M0 14 L5 0 L10 14 M2 8 L8 8',
  K: 'M0 0 L0 14 M10 0 L0 8 M3 6 L10 14',
  R: 'M0 14 L0 0 L7 0 L10 3 L10 5 L7 7 L0 7 M5 7 L10 14',
  '7': 'M0 0 L10 0 L4 14',
  D: 'M0 0 L0 14 L6 14 L10 10 L10 4 L6 0 L0 0',
};
function oldSvg(text: string): string {
  const shake = (path: string) =>
    path.replace(
      /(-?\d+) (-?\d+)/g,
      (_, x: string, y: string) =>
        `${(Number(x) + (Math.random() - 0.5) * 0.9).toFixed(2)} ${(Number(y) + (Math.random() - 0.5) * 0.9).toFixed(2)}`,
    );
  const glyphs = [...text].map(
    (char, index) =>
      `<path d="${shake(oldFont[char]!)}" transform="translate(${18 + index * 38} 14) rotate(${(Math.random() * 36 - 18).toFixed(1)} 5 7) scale(2.9)" stroke="#1f3a5f" fill="none"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${glyphs.join('')}</svg>`;
}

describe('the character captcha', () => {
  test('the solver that read the old images reads them still (it is a real solver)', () => {
    for (let round = 0; round < 20; round += 1) expect(solveByCoordinates(oldSvg('K7ARD'), oldFont)).toBe('K7ARD');
  });

  test('no image can be read by its coordinates: not one of 50, whatever font the program knows', () => {
    let read = 0;
    let anyGlyph = 0;
    for (let round = 0; round < 50; round += 1) {
      const text = Array.from({ length: 5 }, (_, index) => captchaAlphabet[(round * 7 + index * 3) % 16]).join('');
      const svg = captchaSvg(text);
      const found = solveByCoordinates(svg, { ...captchaGlyphs, ...oldFont });
      if (found === text) read += 1;
      anyGlyph += found.length;
    }
    expect(read).toBe(0);
    expect(anyGlyph).toBe(0);
  });

  test('the image has no text, no transform to undo, and no coordinate repeated from one image to the next', () => {
    const first = captchaSvg('AKRTW');
    const second = captchaSvg('AKRTW');
    expect(first).not.toMatch(/<text|transform=|AKRTW/);
    const coordinates = (svg: string) =>
      new Set([...svg.matchAll(/[ML](-?[\d.]+ -?[\d.]+)/g)].map((match) => match[1]));
    const shared = [...coordinates(first)].filter((point) => coordinates(second).has(point));
    expect(shared.length).toBeLessThan(3);
  });

  test('its alphabet leaves out the characters people confuse', () => {
    for (const confusable of '0O1IlJ7B835S9gPD2Z6GQV') expect(captchaAlphabet).not.toContain(confusable);
    expect(captchaAlphabet.length).toBeGreaterThanOrEqual(14);
  });

  test('an answer is checked against a keyed digest, for its form, in time, any letter case', () => {
    const captcha = createCaptcha(secret, 'infoRequest', 0, 'KARTW');
    expect(checkCaptcha(secret, 'infoRequest', captcha.token, ' kartw ', 1000).ok).toBe(true);
    expect(checkCaptcha(secret, 'infoRequest', captcha.token, 'KARTX', 1000).ok).toBe(false);
    expect(checkCaptcha(secret, 'visitRequest', captcha.token, 'KARTW', 1000).ok).toBe(false);
    expect(checkCaptcha(secret, 'infoRequest', captcha.token, 'KARTW', 11 * 60_000).ok).toBe(false);
  });
});
