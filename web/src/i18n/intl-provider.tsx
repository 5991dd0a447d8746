import type { Language } from '@vitrine/domain';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import type { CompiledMessages } from './messages';

/** Formatters (number, date, each message's) made once per process, shared by every render. */
const cache = createIntlCache();
const intls = new Map<Language, WeakMap<CompiledMessages, IntlShape>>();

/**
 * The `intl` of one language and one set of messages, made once: a page's messages are the same
 * object on every request (`pageMessages`, merged by `useRouteMessages`), so a render reuses the
 * formatters the last one made instead of compiling each message again (issue 23, item 1).
 */
function intlOf(language: Language, messages: CompiledMessages): IntlShape {
  let byMessages = intls.get(language);
  if (!byMessages) intls.set(language, (byMessages = new WeakMap()));
  let intl = byMessages.get(messages);
  if (!intl) {
    intl = createIntl({ locale: `${language}-BE`, messages, defaultLocale: 'en-BE' }, cache);
    byMessages.set(messages, intl);
  }
  return intl;
}

/**
 * react-intl for one language. Numbers and dates follow Belgian conventions (`nl-BE`, `fr-BE`,
 * `de-BE`, `en-BE`). A missing translation is reported (and fails tests) rather than silently
 * shown in English.
 */
export function SiteIntlProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  return <RawIntlProvider value={intlOf(language, messages)}>{children}</RawIntlProvider>;
}
