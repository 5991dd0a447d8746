import type { Language } from '@vitrine/domain';
import de from './compiled/de.json';
import en from './compiled/en.json';
import fr from './compiled/fr.json';
import nl from './compiled/nl.json';
import {
  messagesOfWire,
  rememberMessagesWire,
  type CompiledMessages,
  type MessagesWire,
  type MessageTable,
} from './messages';

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

const wires = new WeakMap<CompiledMessages, MessagesWire>();

/** `messages` as a loader sends them, written once per object. */
function wireOf(messages: CompiledMessages): MessagesWire {
  let wire = wires.get(messages);
  if (!wire) {
    wire = JSON.stringify(messages) as MessagesWire;
    wires.set(messages, wire);
    rememberMessagesWire(wire, messages);
  }
  return wire;
}

const pickedByLanguage = new Map<Language, WeakMap<readonly MessageTable[], MessagesWire>>();

/**
 * The compiled messages of `tables` in `language`: what a loader sends the browser for the
 * components its page renders (the root sends the shell's, each page its own; the provider merges
 * them, `route-messages.ts`), as their JSON (`MessagesWire`). Pass a module-level array: the pick
 * and its JSON are made once per language.
 *
 * @example
 * pageMessages('nl', homePageMessages) // '{"home.title":[…],"listings.card.bedrooms":[…],…}'
 */
export function pageMessages(language: Language, tables: readonly MessageTable[]): MessagesWire {
  let picked = pickedByLanguage.get(language);
  if (!picked) pickedByLanguage.set(language, (picked = new WeakMap()));
  let wire = picked.get(tables);
  if (!wire) {
    const ids = new Set<string>();
    for (const table of tables) idsOf(table, ids);
    const catalogue = compiled[language];
    const messages: CompiledMessages = {};
    for (const id of [...ids].sort()) {
      const message = catalogue[id];
      if (!message) throw new Error(`Message "${id}" is not compiled in ${language}: run npm run i18n:compile`);
      messages[id] = message;
    }
    wire = wireOf(messages);
    picked.set(tables, wire);
  }
  return wire;
}

/** A set without messages (a page whose components have none of their own). */
export const noMessages = '{}' as MessagesWire;

type Combination = { wire?: MessagesWire; next: WeakMap<CompiledMessages, Combination> };
const combinations: Combination = { next: new WeakMap() };

/**
 * `sets` merged in order (a later one's message wins), made once for the same sets: a page's
 * messages are then one object on every request, and the render's `intl` and its formatters are
 * made once for it (`intl-provider.tsx`). Missing and empty sets add nothing.
 *
 * @example
 * combinedMessages(page.messages, pageMessages('nl', formsMessageTables)) // made on the first request
 */
export function combinedMessages(...sets: readonly (MessagesWire | null | undefined)[]): MessagesWire {
  const parts = sets.filter((set): set is MessagesWire => !!set && set !== noMessages).map(messagesOfWire);
  let node = combinations;
  for (const part of parts) {
    let next = node.next.get(part);
    if (!next) node.next.set(part, (next = { next: new WeakMap() }));
    node = next;
  }
  return (node.wire ??= wireOf(Object.assign({}, ...parts) as CompiledMessages));
}
