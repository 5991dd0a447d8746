import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '@vitrine/domain';
import type { CompiledCatalogue } from '../bootstrap/lead-field-labels';

/**
 * A mail text: a descriptor declared with `defineMessages` in a `mail-messages.ts` file (the site's
 * extractor scans those, so its id can never be dropped from the catalogues).
 */
export type MailMessage = MessageDescriptor & { id: string };

/** Values a mail text is filled with: strings, and numbers for ICU plurals and number formats. */
export type MailValues = Record<string, string | number>;

// The site's compiled catalogues (committed, ICU ASTs) are the mails' too. Strapi runs from
// cms/dist/src/mail in a build and from cms/src/mail in tests; both reach the repository root by
// walking up, as does the image, which copies web/src/i18n/compiled next to cms (cms/Dockerfile).
const cataloguePath = 'web/src/i18n/compiled';

function catalogueDirectory(): string {
  for (let directory = __dirname; ; directory = dirname(directory)) {
    const candidate = join(directory, cataloguePath);
    if (existsSync(join(candidate, 'en.json'))) return candidate;
    if (dirname(directory) === directory) throw new Error(`The site's catalogues (${cataloguePath}) were not found`);
  }
}

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();
const catalogues = new Map<Language, CompiledCatalogue>();

/**
 * The site's compiled catalogue of a language as stored: each message id and its ICU elements
 * (the mails format them; the admin's lead labels read them, cms/src/bootstrap/lead-field-labels.ts).
 */
export function compiledCatalogue(language: Language): CompiledCatalogue {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(join(catalogueDirectory(), `${language}.json`), 'utf8')) as CompiledCatalogue;
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    const messages = compiledCatalogue(language) as Record<string, MessageFormatElement[]>;
    intl = createIntl(
      {
        locale: `${language}-BE`,
        defaultLocale: 'en-BE',
        messages,
        // A missing id is a bug the completeness test catches; it must not mail the English default.
        onError: (error) => {
          throw error;
        },
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/**
 * A mail text in a language, from the site's catalogue, as plain text (subjects, the text part).
 * Throws for an id the catalogue lacks.
 *
 * @example
 * mailMessage('nl', mailMessages.greeting, { name: 'Jan' }); // 'Beste Jan,'
 */
export function mailMessage(language: Language, message: MailMessage, values: MailValues = {}): string {
  const intl = intlFor(language);
  if (!(message.id in intl.messages))
    throw new Error(`Mail message "${message.id}" is not in the ${language} catalogue`);
  return intl.formatMessage(message, values);
}
