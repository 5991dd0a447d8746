/**
 * The captcha's characters as strokes on a 10 × 14 grid (a tiny vector font): the image is drawn
 * from paths, never from text a program could read out of the SVG. Letters and digits that look
 * alike (0/O, 1/I, 2/Z, 6/G, B/8, S/5, Q) are left out.
 */
export const captchaGlyphs: Readonly<Record<string, string>> = {
  A: 'M0 14 L5 0 L10 14 M2 8 L8 8',
  C: 'M10 2 L7 0 L3 0 L0 3 L0 11 L3 14 L7 14 L10 12',
  D: 'M0 0 L0 14 L6 14 L10 10 L10 4 L6 0 L0 0',
  E: 'M10 0 L0 0 L0 14 L10 14 M0 7 L7 7',
  F: 'M10 0 L0 0 L0 14 M0 7 L7 7',
  H: 'M0 0 L0 14 M10 0 L10 14 M0 7 L10 7',
  J: 'M3 0 L10 0 M7 0 L7 11 L4 14 L1 14 L0 11',
  K: 'M0 0 L0 14 M10 0 L0 8 M3 6 L10 14',
  L: 'M0 0 L0 14 L10 14',
  M: 'M0 14 L0 0 L5 8 L10 0 L10 14',
  N: 'M0 14 L0 0 L10 14 L10 0',
  P: 'M0 14 L0 0 L7 0 L10 3 L10 5 L7 7 L0 7',
  R: 'M0 14 L0 0 L7 0 L10 3 L10 5 L7 7 L0 7 M5 7 L10 14',
  T: 'M0 0 L10 0 M5 0 L5 14',
  U: 'M0 0 L0 11 L3 14 L7 14 L10 11 L10 0',
  V: 'M0 0 L5 14 L10 0',
  W: 'M0 0 L2 14 L5 6 L8 14 L10 0',
  X: 'M0 0 L10 14 M10 0 L0 14',
  Y: 'M0 0 L5 7 L10 0 M5 7 L5 14',
  '3': 'M0 1 L3 0 L7 0 L10 3 L7 7 L10 10 L10 11 L7 14 L3 14 L0 13 M4 7 L7 7',
  '4': 'M7 14 L7 0 L0 10 L10 10',
  '5': 'M10 0 L0 0 L0 6 L6 6 L10 9 L10 11 L7 14 L0 14',
  '7': 'M0 0 L10 0 L4 14',
  '8': 'M3 7 L0 4 L0 2 L3 0 L7 0 L10 2 L10 4 L7 7 L3 7 L0 10 L0 12 L3 14 L7 14 L10 12 L10 10 L7 7',
  '9': 'M10 7 L3 7 L0 4 L0 3 L3 0 L7 0 L10 3 L10 11 L7 14 L2 14',
};

/** The characters a captcha is made of. */
export const captchaAlphabet = Object.keys(captchaGlyphs).join('');
