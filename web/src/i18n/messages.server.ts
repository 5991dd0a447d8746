import type { Language } from '@vitrine/domain';
import de from './compiled/de.json';
import en from './compiled/en.json';
import fr from './compiled/fr.json';
import nl from './compiled/nl.json';
import type { CompiledMessages } from './messages';

const compiled: Readonly<Record<Language, CompiledMessages>> = {
  en: en as CompiledMessages,
  nl: nl as CompiledMessages,
  fr: fr as CompiledMessages,
  de: de as CompiledMessages,
};

/** The compiled messages of one language: the root loader sends only these to the browser. */
export function messagesFor(language: Language): CompiledMessages {
  return compiled[language];
}
