import { randomBytes, randomInt } from 'node:crypto';
import { captchaAlphabet, glyphStrokes } from './captcha-glyphs';
import { digest, readToken, signToken } from './signed-token.server';

/** How long a captcha may be answered, in milliseconds. */
export const captchaLifetime = 10 * 60 * 1000;
const captchaLength = 5;
const purpose = 'captcha';

/** A captcha to show: the image (an SVG data URL) and the signed token that holds its answer. */
export interface Captcha {
  readonly image: string;
  readonly token: string;
}

const normalise = (answer: string) => answer.trim().toUpperCase();
const jitter = (amount: number) => (randomInt(-1000, 1001) / 1000) * amount;
const fixed = (value: number) => value.toFixed(1);

type Point = readonly [number, number];

/**
 * A glyph's strokes bent for one image: scaled, turned, sheared and placed (one random affine map
 * per glyph, baked into the coordinates: the SVG has no transform to undo), each line cut into
 * pieces whose points wander a little. No two images share a coordinate, and rounding them gives
 * back neither the font nor its shape.
 */
function bentStrokes(char: string, left: number): Point[][] {
  const scale = 2.6 + jitter(0.25);
  const angle = (jitter(14) * Math.PI) / 180;
  const shear = jitter(0.25);
  const stretch = 1 + jitter(0.12);
  const [originX, originY] = [left + jitter(3), 15 + jitter(4)];
  const map = ([x, y]: Point): Point => {
    const [u, v] = [(x - 5 + shear * (y - 7)) * scale * stretch, (y - 7) * scale];
    return [
      originX + 15 + u * Math.cos(angle) - v * Math.sin(angle),
      originY + 21 + u * Math.sin(angle) + v * Math.cos(angle),
    ];
  };
  return glyphStrokes(char).map((stroke) => {
    const points: Point[] = [];
    stroke.forEach((point, index) => {
      const [x, y] = map(point);
      if (index > 0) {
        const [fromX, fromY] = points.at(-1)!;
        const pieces = randomInt(1, 4);
        for (let piece = 1; piece < pieces; piece += 1) {
          const t = piece / pieces;
          points.push([fromX + (x - fromX) * t + jitter(1.2), fromY + (y - fromY) * t + jitter(1.2)]);
        }
      }
      points.push([x + jitter(1), y + jitter(1)]);
    });
    return points;
  });
}

const pathOf = (points: readonly Point[]) =>
  points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`).join(' ');

/**
 * An SVG of `text`: every character's strokes bent anew ({@link bentStrokes}), drawn as separate
 * lines in a shuffled order among noise lines of the same ink and width, over a few dots. A person
 * reads five clear letters; a program finds no text, no glyph shapes and no per-glyph element.
 */
export function captchaSvg(text: string): string {
  const width = 220;
  const height = 72;
  const ink = ['#1f3a5f', '#5b2a86', '#7a3b12', '#0f5132', '#3d3d3d'];
  const strokes = [...text].flatMap((char, index) => {
    const colour = ink[randomInt(ink.length)]!;
    return bentStrokes(char, 12 + index * 40).map((points) => ({ points, colour, width: 2.4 + jitter(0.3) }));
  });
  const noise = Array.from({ length: 4 }, () => {
    const points: Point[] = Array.from({ length: randomInt(2, 5) }, () => [randomInt(width), randomInt(height)]);
    return { points, colour: ink[randomInt(ink.length)]!, width: 1.4 + Math.random() * 0.8 };
  });
  const lines = [...strokes, ...noise];
  for (let index = lines.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [lines[index], lines[other]] = [lines[other]!, lines[index]!];
  }
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${randomInt(1, 3)}" fill="${ink[randomInt(ink.length)]}" opacity="0.3"/>`,
  );
  const paths = lines.map(
    (line) =>
      `<path d="${pathOf(line.points)}" stroke="${line.colour}" stroke-width="${line.width.toFixed(1)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f1ea"/>${dots.join('')}${paths.join('')}</svg>`;
}

/**
 * A new captcha for `form`: random characters drawn as an image, their answer kept only as a keyed
 * digest inside a signed token that expires.
 *
 * @example
 * const { image, token } = createCaptcha(secret, 'infoRequest');
 */
export function createCaptcha(secret: string, form: string, now = Date.now(), text?: string): Captcha {
  const answer =
    text ?? Array.from({ length: captchaLength }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join('');
  const nonce = randomBytes(9).toString('base64url');
  const token = signToken(secret, purpose, {
    form,
    nonce,
    answer: digest(secret, purpose, `${nonce}:${normalise(answer)}`),
    expires: now + captchaLifetime,
  });
  const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
  return { image, token };
}

/** What checking an answer tells: right (with the token's nonce, to spend it once), or wrong. */
export type CaptchaCheck = { readonly ok: true; readonly nonce: string } | { readonly ok: false };

/**
 * Whether `answer` is the text of the captcha `token` was made with, for this form, in time
 * (letter case ignored).
 *
 * @example
 * checkCaptcha(secret, 'infoRequest', token, 'k7ard'); // { ok: true, nonce: '…' } or { ok: false }
 */
export function checkCaptcha(
  secret: string,
  form: string,
  token: unknown,
  answer: unknown,
  now = Date.now(),
): CaptchaCheck {
  const payload = readToken(secret, purpose, token);
  if (!payload || typeof answer !== 'string' || payload.form !== form) return { ok: false };
  const { nonce, expires } = payload;
  if (typeof nonce !== 'string' || typeof expires !== 'number' || expires < now) return { ok: false };
  return payload.answer === digest(secret, purpose, `${nonce}:${normalise(answer)}`)
    ? { ok: true, nonce }
    : { ok: false };
}

/** How long a solved captcha carries through validation rounds (the visitor fixes other fields). */
export const captchaPassLifetime = 30 * 60 * 1000;
const passPurpose = 'captcha-passed';

/**
 * The token a re-rendered form carries once its captcha was answered right while another field
 * failed: the visitor is not asked again. It names the captcha's nonce, spent once when the lead is
 * stored.
 *
 * @example
 * issueCaptchaPass(secret, 'infoRequest', check.nonce);
 */
export function issueCaptchaPass(secret: string, form: string, nonce: string, now = Date.now()): string {
  return signToken(secret, passPurpose, { form, nonce, expires: now + captchaPassLifetime });
}

/** The captcha nonce a pass token of this form stands for, in time; otherwise not ok. */
export function readCaptchaPass(secret: string, form: string, token: unknown, now = Date.now()): CaptchaCheck {
  const payload = readToken(secret, passPurpose, token);
  if (!payload || payload.form !== form || typeof payload.nonce !== 'string') return { ok: false };
  if (typeof payload.expires !== 'number' || payload.expires < now) return { ok: false };
  return { ok: true, nonce: payload.nonce };
}
