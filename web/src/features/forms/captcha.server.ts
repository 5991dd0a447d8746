import { randomBytes, randomInt } from 'node:crypto';
import { captchaAlphabet, captchaGlyphs } from './captcha-glyphs';
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

/** The glyph's path with each point moved a little, so no two images share a shape. */
function shaken(path: string): string {
  return path.replace(
    /(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g,
    (_, x: string, y: string) => `${(Number(x) + jitter(0.5)).toFixed(2)} ${(Number(y) + jitter(0.5)).toFixed(2)}`,
  );
}

/** An SVG of `text`: drawn strokes, each character turned and scaled, crossed by noise curves. */
export function captchaSvg(text: string): string {
  const width = 220;
  const height = 72;
  const ink = ['#1f3a5f', '#5b2a86', '#7a3b12', '#0f5132', '#3d3d3d'];
  const noise = Array.from({ length: 5 }, () => {
    const y = () => randomInt(8, height - 8);
    return `<path d="M0 ${y()} C ${randomInt(40, 90)} ${y()}, ${randomInt(120, 180)} ${y()}, ${width} ${y()}" stroke="${ink[randomInt(ink.length)]}" stroke-width="${(1 + Math.random()).toFixed(1)}" fill="none" opacity="0.55"/>`;
  });
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${randomInt(1, 3)}" fill="${ink[randomInt(ink.length)]}" opacity="0.35"/>`,
  );
  const glyphs = [...text].map((char, index) => {
    const scale = 2.9 + jitter(0.35);
    const x = 18 + index * 38 + jitter(4);
    const y = 14 + jitter(6);
    const angle = jitter(18);
    return `<path d="${shaken(captchaGlyphs[char] ?? '')}" transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)} 5 7) scale(${scale.toFixed(2)})" stroke="${ink[randomInt(ink.length)]}" stroke-width="${((1.5 / scale) * 2.2).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f1ea"/>${dots.join('')}${glyphs.join('')}${noise.join('')}</svg>`;
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
