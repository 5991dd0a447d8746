import { parse } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as reactIntl from 'react-intl';
import { describe, expect, test, vi } from 'vitest';
import * as browserIntl from './browser-intl';
import de from './compiled/de.json';
import en from './compiled/en.json';
import fr from './compiled/fr.json';
import nl from './compiled/nl.json';
import type { CompiledMessages } from './messages';

/**
 * The browser formats messages with `browser-intl.tsx` (the client build's `react-intl`), the
 * server with react-intl: a difference would show as a hydration error or as two wordings of one
 * page. Every compiled message, in every language, with representative values, must come out of
 * both identically — text, and the React element trees of rich values and tags.
 */

type Runtime = typeof reactIntl | typeof browserIntl;
type Intl = ReturnType<typeof browserIntl.useIntl>;
type Element = MessageFormatElementLike;
interface MessageFormatElementLike {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

const compiled = { en, nl, fr, de } as unknown as Record<'en' | 'nl' | 'fr' | 'de', CompiledMessages>;
const locales = Object.keys(compiled) as (keyof typeof compiled)[];

function Provider({
  runtime,
  language,
  messages,
  children,
}: {
  runtime: Runtime;
  language: string;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const IntlProvider = runtime.IntlProvider as typeof browserIntl.IntlProvider;
  return (
    <IntlProvider locale={`${language}-BE`} messages={messages} defaultLocale="en-BE">
      {children}
    </IntlProvider>
  );
}

/** The `intl` object a component of each runtime gets from `useIntl()`. */
function intlOf(runtime: Runtime, language: string, messages: CompiledMessages): Intl {
  let intl: Intl | undefined;
  function Capture() {
    intl = runtime.useIntl() as Intl;
    return null;
  }
  renderToStaticMarkup(
    <Provider runtime={runtime} language={language} messages={messages}>
      <Capture />
    </Provider>,
  );
  return intl!;
}

/** A React node as plain data: element type, key and props, recursively (no debug fields). */
function tree(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tree);
  if (!isValidElement(node)) return node;
  const { children, ...props } = node.props as { children?: unknown };
  const type = node.type === Fragment ? 'Fragment' : typeof node.type === 'string' ? node.type : String(node.type);
  return { type, key: node.key, props, children: tree(children) };
}

/** The value names of a message by what they need: numbers, select keys, tag functions, text. */
function argumentsOf(
  elements: Element[],
  found = {
    plural: new Set<string>(),
    select: new Map<string, string[]>(),
    tag: new Set<string>(),
    date: new Set<string>(),
    text: new Set<string>(),
  },
) {
  for (const element of elements) {
    const name = element.value ?? '';
    if (element.type === 1) found.text.add(name);
    if (element.type === 2 || element.type === 6) found.plural.add(name);
    if (element.type === 3 || element.type === 4) found.date.add(name);
    if (element.type === 5) found.select.set(name, [...Object.keys(element.options ?? {}), 'unlisted']);
    if (element.type === 8) found.tag.add(name);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, found);
    if (element.children) argumentsOf(element.children, found);
  }
  return found;
}

const numbers = [0, 1, 2, 3, 5, 11, 21, 1.5, 1234567.891];
const textValues: unknown[] = ['Gent', 2026, <em key="rich">rijwoning</em>, null, 0];

/** Value sets covering each plural category, each select branch, text, numbers and React nodes. */
function valueSets(elements: Element[]): Record<string, unknown>[] {
  const found = argumentsOf(elements);
  const selects = [...found.select];
  const rounds = Math.max(numbers.length, textValues.length, ...selects.map(([, keys]) => keys.length));
  return Array.from({ length: rounds }, (_, round) => {
    const values: Record<string, unknown> = {};
    for (const name of found.text) values[name] = textValues[round % textValues.length];
    for (const name of found.plural) values[name] = numbers[round % numbers.length];
    for (const name of found.date) values[name] = new Date(Date.UTC(2026, 10, 22, 14, 5, 9) + round * 86_400_000);
    for (const [name, keys] of selects) values[name] = keys[round % keys.length];
    for (const name of found.tag) values[name] = (chunks: ReactNode[]) => <strong className={name}>{chunks}</strong>;
    return values;
  });
}

function expectSameMessages(messages: CompiledMessages, language: string) {
  const real = intlOf(reactIntl, language, messages);
  const lite = intlOf(browserIntl, language, messages);
  let checked = 0;
  for (const [id, elements] of Object.entries(messages)) {
    for (const values of valueSets(elements as Element[])) {
      const expected = real.formatMessage({ id }, values as Record<string, string>);
      expect(tree(lite.formatMessage({ id }, values as Record<string, string>)), `${language} ${id}`).toEqual(
        tree(expected),
      );
      const markup = (runtime: Runtime) =>
        renderToStaticMarkup(
          <Provider runtime={runtime} language={language} messages={messages}>
            <runtime.FormattedMessage id={id} values={values as Record<string, string>} />
          </Provider>,
        );
      expect(markup(browserIntl), `${language} ${id} <FormattedMessage>`).toBe(markup(reactIntl));
      checked++;
    }
  }
  return checked;
}

/** Every ICU construct the formatjs compiler emits, beyond those the site's messages use today. */
const constructs = {
  argument: 'Hello {name}!',
  number: '{n, number}',
  integer: '{n, number, integer}',
  percent: '{n, number, percent}',
  skeletonCurrency: '{n, number, ::currency/EUR}',
  skeletonScale: '{n, number, ::percent scale/100}',
  skeletonCompact: '{n, number, ::compact-short}',
  date: '{d, date}',
  dateShort: '{d, date, short}',
  dateMedium: '{d, date, medium}',
  dateLong: '{d, date, long}',
  dateFull: '{d, date, full}',
  dateSkeleton: '{d, date, ::yyyyMMMd}',
  time: '{d, time}',
  timeShort: '{d, time, short}',
  timeSkeleton: '{d, time, ::Hm}',
  select: '{g, select, sale {For sale} rent {For rent} other {Other}}',
  plural: '{n, plural, =0 {no rooms} one {# room} other {# rooms}}',
  pluralOffset: '{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}',
  ordinal: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  poundInSelect: '{n, plural, other {{g, select, sale {# sold} other {# left}}}}',
  tag: 'Read the <link>privacy statement</link>.',
  tagWithArguments: '<b>{n, plural, one {# photo} other {# photos}}</b> of {name}',
  nestedTags: '<b>bold <i>and {name}</i></b> <link>here</link>',
  tagInPlural: '{n, plural, one {<b>one</b> left} other {<b>#</b> left}}',
  onlyTag: '<b>{name}</b>',
  emptyish: '{name}',
};

describe('browser message runtime', () => {
  test.each(locales)('formats every compiled message of %s exactly like react-intl', (language) => {
    const checked = expectSameMessages(compiled[language], language);
    expect(checked).toBeGreaterThan(Object.keys(compiled[language]).length);
  });

  test.each(locales)('formats every ICU construct like react-intl in %s', (language) => {
    const messages = Object.fromEntries(
      Object.entries(constructs).map(([id, message]) => [id, parse(message, { shouldParseSkeletons: true })]),
    ) as CompiledMessages;
    expectSameMessages(messages, language);
  });

  test.each(locales)('formats numbers, dates, lists and language names like react-intl in %s', (language) => {
    const real = intlOf(reactIntl, language, compiled[language]);
    const lite = intlOf(browserIntl, language, compiled[language]);
    expect(lite.locale).toBe(real.locale);
    // The option sets the site's components pass.
    const numberOptions = [
      undefined,
      { maximumFractionDigits: 1 },
      { style: 'unit', unit: 'meter' },
      { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 },
    ] as const;
    for (const options of numberOptions)
      for (const value of [0, 7, 85.5, 1250, 1234567.891, -3]) {
        expect(lite.formatNumber(value, options)).toBe(real.formatNumber(value, options));
      }
    const dateOptions = [
      undefined,
      { dateStyle: 'long', timeZone: 'Europe/Brussels' },
      { year: 'numeric', month: 'long', timeZone: 'UTC' },
    ] as const;
    for (const options of dateOptions)
      for (const value of ['2026-03-01', '2025-12-31T23:30:00Z', Date.UTC(2024, 1, 29), new Date(0)]) {
        expect(lite.formatDate(value, options)).toBe(real.formatDate(value, options));
      }
    for (const list of [[], ['nl'], ['nl', 'fr'], ['nl', 'fr', 'de', 'en']]) {
      expect(lite.formatList(list, { type: 'conjunction' })).toEqual(real.formatList(list, { type: 'conjunction' }));
      expect(lite.formatList(list)).toEqual(real.formatList(list));
    }
    const rich = ['A', <b key="b">B</b>, 'C'];
    expect(tree(lite.formatList(rich))).toEqual(tree(real.formatList(rich)));
    for (const code of ['nl', 'fr', 'de', 'en', 'lb', 'es'])
      expect(lite.formatDisplayName(code, { type: 'language' })).toBe(
        real.formatDisplayName(code, { type: 'language' }),
      );

    const markup = (runtime: Runtime) =>
      renderToStaticMarkup(
        <Provider runtime={runtime} language={language} messages={compiled[language]}>
          <runtime.FormattedDate value="2026-03-01" dateStyle="long" timeZone="Europe/Brussels" />|
          <runtime.FormattedNumber value={1234.5} />|
          <runtime.FormattedNumber value={0.25} style="percent" />
        </Provider>,
      );
    expect(markup(browserIntl)).toBe(markup(reactIntl));
  });

  test('reports a missing message or value and falls back to the id, as react-intl does', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const messages = { greeting: parse('Hello {name}') } as CompiledMessages;
    const real = intlOf(reactIntl, 'en', messages);
    const lite = intlOf(browserIntl, 'en', messages);
    for (const [descriptor, values] of [
      [{ id: 'missing' }, undefined],
      [{ id: 'greeting' }, {}],
    ] as const) {
      errors.mockClear();
      expect(lite.formatMessage(descriptor, values)).toBe(real.formatMessage(descriptor, values));
      expect(errors).toHaveBeenCalledTimes(2);
    }
  });

  test('implements every part of react-intl the site uses', () => {
    const src = path.join(import.meta.dirname, '..');
    const files = (readdirSync(src, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('i18n/browser-intl'),
    );
    const imported = new Set<string>();
    const members = new Set<string>();
    for (const file of files) {
      const source = readFileSync(path.join(src, file), 'utf8');
      for (const [, names] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'react-intl'/g))
        for (const name of names!.split(',').map((part) => part.trim()))
          if (name && !name.startsWith('type ')) imported.add(name.split(/\s+as\s+/)[0]!);
      for (const [, member] of source.matchAll(/(?<![\w/`-])(?:intl|useIntl\(\))\.(\w+)/g)) members.add(member!);
    }
    expect(imported.size).toBeGreaterThan(0);
    expect([...imported].filter((name) => !(name in browserIntl))).toEqual([]);
    const lite = intlOf(browserIntl, 'en', compiled.en);
    expect([...members].filter((member) => !(member in lite))).toEqual([]);
  });
});
