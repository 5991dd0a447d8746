import type { Language } from '@vitrine/domain';
import de from './compiled/de.json';
import en from './compiled/en.json';
import fr from './compiled/fr.json';
import nl from './compiled/nl.json';
import type { CompiledMessages, MessageTable } from './messages';

const compiled: Readonly<Record<Language, CompiledMessages>> = {
  en: en as CompiledMessages,
  nl: nl as CompiledMessages,
  fr: fr as CompiledMessages,
  de: de as CompiledMessages,
};

/** The whole compiled catalogue of one language: for formatting on the server (`intl.server.ts`), never sent. */
export function messagesFor(language: Language): CompiledMessages {
  return compiled[language];
}

function idsOf(table: MessageTable, ids: Set<string>): Set<string> {
  if (typeof table.id === 'string') ids.add(table.id);
  else
    for (const entry of Object.values(table)) if (entry && typeof entry === 'object') idsOf(entry as MessageTable, ids);
  return ids;
}

const pickedByLanguage = new Map<Language, WeakMap<readonly MessageTable[], CompiledMessages>>();

/**
 * The compiled messages of `tables` in `language`: what a loader sends the browser for the
 * components its page renders (the root sends the shell's, each page its own; the provider merges
 * them, `route-messages.ts`). Pass a module-level array: the pick is made once per language.
 *
 * @example
 * pageMessages('nl', homePageMessages) // { 'home.title': [...], 'listings.card.bedrooms': [...], … }
 */
export function pageMessages(language: Language, tables: readonly MessageTable[]): CompiledMessages {
  let picked = pickedByLanguage.get(language);
  if (!picked) pickedByLanguage.set(language, (picked = new WeakMap()));
  let messages = picked.get(tables);
  if (!messages) {
    const ids = new Set<string>();
    for (const table of tables) idsOf(table, ids);
    const catalogue = compiled[language];
    messages = {};
    for (const id of [...ids].sort()) {
      const message = catalogue[id];
      if (!message) throw new Error(`Message "${id}" is not compiled in ${language}: run npm run i18n:compile`);
      messages[id] = message;
    }
    picked.set(tables, messages);
  }
  return messages;
}

type Combination = { messages?: CompiledMessages; next: WeakMap<CompiledMessages, Combination> };
const combinations: Combination = { next: new WeakMap() };

/**
 * `sets` merged in order (a later one's message wins), the same object whenever the same sets are
 * given: a page's messages are then one object on every request, and the render's `intl` and its
 * formatters are made once for it (`intl-provider.tsx`). Missing and empty sets add nothing.
 *
 * @example
 * combinedMessages(page.messages, pageMessages('nl', formsMessageTables)) // the same object each request
 */
export function combinedMessages(...sets: readonly (CompiledMessages | null | undefined)[]): CompiledMessages {
  const parts = sets.filter((set): set is CompiledMessages => !!set && Object.keys(set).length > 0);
  let node = combinations;
  for (const part of parts) {
    let next = node.next.get(part);
    if (!next) node.next.set(part, (next = { next: new WeakMap() }));
    node = next;
  }
  return (node.messages ??= Object.assign({}, ...parts) as CompiledMessages);
}
