import type { Language } from '@vitrine/domain';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { messagesFor } from './messages.server';

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

/**
 * react-intl for loaders: text that only the server needs to write out (the property page's
 * attribute values) is sent formatted, and its messages never reach the browser. Same locale and
 * messages as `SiteIntlProvider`.
 */
export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl({ locale: `${language}-BE`, defaultLocale: 'en-BE', messages: messagesFor(language) }, cache);
    intls.set(language, intl);
  }
  return intl;
}
