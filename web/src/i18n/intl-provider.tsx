import type { Language } from '@vitrine/domain';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { CompiledMessages } from './messages';

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
  return (
    <IntlProvider locale={`${language}-BE`} messages={messages} defaultLocale="en-BE">
      {children}
    </IntlProvider>
  );
}
