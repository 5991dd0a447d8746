import type { MessageFormatElement } from 'react-intl';

/**
 * Formats a precompiled ICU message (`formatjs compile --ast`) with the platform's Intl, the way
 * intl-messageformat's `format` does: same element types, same named styles, same merging of
 * literal parts, same errors. The browser's message runtime (`browser-intl.tsx`) uses it instead of
 * intl-messageformat and @formatjs/intl; `browser-intl.test.tsx` holds the two to identical output.
 */

/** A value a message may receive: text, numbers, dates, React nodes, or a tag's render function. */
export type MessageValue = unknown;
export type MessageValues = Record<string, MessageValue>;
type TagFunction = (chunks: unknown[]) => unknown;

// Element and skeleton types of @formatjs/icu-messageformat-parser (`TYPE`, `SKELETON_TYPE`).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;
const NUMBER_SKELETON = 0;
const DATE_TIME_SKELETON = 1;

/** intl-messageformat's named styles (`{n, number, percent}`, `{d, date, long}`, …). */
const namedFormats: Record<
  'number' | 'date' | 'time',
  Record<string, Intl.NumberFormatOptions & Intl.DateTimeFormatOptions>
> = {
  number: {
    integer: { maximumFractionDigits: 0 },
    currency: { style: 'currency' },
    percent: { style: 'percent' },
  },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
};

/** Intl formatters are costly to build: one per locale and options, kept for the page's life. */
function memoized<T>(create: (locale: string, options?: object) => T) {
  const cache = new Map<string, T>();
  return (locale: string, options?: object): T => {
    const key = `${locale}|${JSON.stringify(options ?? {})}`;
    let formatter = cache.get(key);
    if (!formatter) cache.set(key, (formatter = create(locale, options)));
    return formatter;
  };
}

export const numberFormat = memoized((locale, options) => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = memoized((locale, options) => new Intl.DateTimeFormat(locale, options));
export const pluralRules = memoized((locale, options) => new Intl.PluralRules(locale, options));

/** A formatted piece: `text` (merged with neighbouring text) or an object (a React node). */
interface Part {
  text: boolean;
  value: unknown;
}

/** The options of `{x, number|date|time, style}`: a named style, a skeleton's, or the fallback. */
function styleOf(
  style: unknown,
  named: Record<string, object>,
  skeletonType: number,
  fallback?: object,
): (Intl.NumberFormatOptions & { scale?: number }) | undefined {
  if (typeof style === 'string') return named[style];
  const skeleton = style as { type?: number; parsedOptions?: object } | null | undefined;
  return skeleton && typeof skeleton === 'object' && skeleton.type === skeletonType ? skeleton.parsedOptions : fallback;
}

function optionOf(options: Record<string, { value: MessageFormatElement[] }>, key: string) {
  return Object.prototype.hasOwnProperty.call(options, key) ? options[key] : undefined;
}

function toParts(
  elements: MessageFormatElement[],
  locale: string,
  values: MessageValues | undefined,
  pluralValue?: number,
): Part[] {
  const first = elements[0];
  if (elements.length === 1 && first?.type === LITERAL) return [{ text: true, value: first.value }];
  const parts: Part[] = [];
  for (const element of elements) {
    if (element.type === LITERAL) {
      parts.push({ text: true, value: element.value });
      continue;
    }
    if (element.type === POUND) {
      if (typeof pluralValue === 'number') parts.push({ text: true, value: numberFormat(locale).format(pluralValue) });
      continue;
    }
    const name = element.value;
    if (!(values && name in values)) throw new Error(`The intl string context variable "${name}" was not provided`);
    let value = values[name];
    switch (element.type) {
      case ARGUMENT:
        if (!value || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
          value =
            typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
        }
        parts.push({ text: typeof value === 'string', value });
        break;
      case DATE:
      case TIME: {
        const named = element.type === DATE ? namedFormats.date : namedFormats.time;
        const style = styleOf(
          element.style,
          named,
          DATE_TIME_SKELETON,
          element.type === TIME ? named.medium : undefined,
        );
        parts.push({ text: true, value: dateTimeFormat(locale, style).format(value as Date | number) });
        break;
      }
      case NUMBER: {
        const style = styleOf(element.style, namedFormats.number, NUMBER_SKELETON);
        if (style?.scale) value = (value as number) * style.scale;
        parts.push({ text: true, value: numberFormat(locale, style).format(value as number) });
        break;
      }
      case TAG: {
        if (typeof value !== 'function') throw new TypeError(`Value for "${name}" must be of type function`);
        const inner = toParts(element.children, locale, values, pluralValue).map((part) => part.value);
        const chunks: unknown = (value as TagFunction)(inner);
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) {
          parts.push({ text: typeof chunk === 'string', value: chunk });
        }
        break;
      }
      case SELECT: {
        const option = optionOf(element.options, String(value)) ?? element.options.other;
        if (!option) throw new RangeError(`Invalid value for "${name}": "${String(value)}"`);
        parts.push(...toParts(option.value, locale, values));
        break;
      }
      case PLURAL: {
        const number = Number(value);
        const offset = element.offset || 0;
        let option = optionOf(element.options, `=${String(value)}`);
        if (!option) {
          const rule = pluralRules(locale, { type: element.pluralType }).select(number - offset);
          option = optionOf(element.options, rule) ?? element.options.other;
        }
        if (!option) throw new RangeError(`Invalid value for "${name}": "${String(value)}"`);
        parts.push(...toParts(option.value, locale, values, number - offset));
        break;
      }
    }
  }
  // Neighbouring text becomes one part.
  return parts.reduce<Part[]>((merged, part) => {
    const last = merged[merged.length - 1];
    if (last?.text && part.text) last.value = `${last.value as string}${part.value as string}`;
    else merged.push({ ...part });
    return merged;
  }, []);
}

/**
 * A message as text, or as an array of text and nodes when a value or a tag brings React nodes.
 * Throws, like intl-messageformat, on a missing value or a tag without its function.
 *
 * @example
 * formatMessageAst([{ type: 0, value: 'Page ' }, { type: 1, value: 'page' }], 'nl-BE', { page: 2 }) // 'Page 2'
 */
export function formatMessageAst(elements: MessageFormatElement[], locale: string, values?: MessageValues): unknown {
  const parts = toParts(elements, locale, values);
  if (parts.length === 1) return parts[0]!.value;
  const result = parts.map((part) => part.value);
  return result.length === 0 ? '' : result;
}
