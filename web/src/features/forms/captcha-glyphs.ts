/**
 * The captcha's characters as strokes on a 10 × 14 grid (a tiny vector font). The image is drawn
 * from these strokes bent anew for each image (captcha.server.ts), never from text or from a shape
 * a program could look up. Only characters nobody mistakes for another are used: no 0/O/D/Q,
 * 1/I/J/7, 2/Z, 3/8/B, 5/S, 6/G, 9/g, P (beside R), V (beside U).
 */
export const captchaGlyphs: Readonly<Record<string, string>> = {
  A: 'M0 14 L5 0 L10 14 M2 8 L8 8',
  C: 'M10 2 L7 0 L3 0 L0 3 L0 11 L3 14 L7 14 L10 12',
  E: 'M10 0 L0 0 L0 14 L10 14 M0 7 L7 7',
  F: 'M10 0 L0 0 L0 14 M0 7 L7 7',
  H: 'M0 0 L0 14 M10 0 L10 14 M0 7 L10 7',
  K: 'M0 0 L0 14 M10 0 L0 8 M3 6 L10 14',
  L: 'M0 0 L0 14 L10 14',
  M: 'M0 14 L0 0 L5 8 L10 0 L10 14',
  N: 'M0 14 L0 0 L10 14 L10 0',
  R: 'M0 14 L0 0 L7 0 L10 3 L10 5 L7 7 L0 7 M5 7 L10 14',
  T: 'M0 0 L10 0 M5 0 L5 14',
  U: 'M0 0 L0 11 L3 14 L7 14 L10 11 L10 0',
  W: 'M0 0 L2 14 L5 6 L8 14 L10 0',
  X: 'M0 0 L10 14 M10 0 L0 14',
  Y: 'M0 0 L5 7 L10 0 M5 7 L5 14',
  '4': 'M7 14 L7 0 L0 10 L10 10',
};

/** The characters a captcha is made of. */
export const captchaAlphabet = Object.keys(captchaGlyphs).join('');

/** A glyph's strokes as lists of points (`M` starts a stroke, `L` continues it). */
export function glyphStrokes(char: string): Array<Array<[number, number]>> {
  const strokes: Array<Array<[number, number]>> = [];
  for (const [, command, x, y] of (captchaGlyphs[char] ?? '').matchAll(/([ML])(-?\d+) (-?\d+)/g)) {
    if (command === 'M' || strokes.length === 0) strokes.push([]);
    strokes.at(-1)!.push([Number(x), Number(y)]);
  }
  return strokes;
}
