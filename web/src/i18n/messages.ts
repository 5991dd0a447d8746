import type { MessageDescriptor, MessageFormatElement } from 'react-intl';

/** Messages compiled by `formatjs compile --ast`, keyed by message id. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * A message table (`defineMessages`), or tables of tables (`choiceMessages.heating`, the consent
 * categories): what a loader names to send the browser the messages a page renders.
 */
export type MessageTable = MessageDescriptor | { readonly [key: string]: MessageTable };

/**
 * A set of compiled messages as a loader sends it: their JSON, written once per set on the server
 * (`pageMessages`). React Router's encoding of a page's data for hydration then writes one string
 * per set instead of walking every message's syntax tree, which was most of that data and of its
 * encoding time (issue 23, item 1; decision 050).
 */
export type MessagesWire = string & { readonly __messagesWire: unique symbol };

/** The server's sets, by their JSON: every one it made, never parsed again. */
const made = new Map<string, CompiledMessages>();
/** The browser's: the last pages' sets, parsed once each. */
const parsed = new Map<string, CompiledMessages>();
const parsedKept = 32;

/** Remembers the object `wire` was written from (the server's `pageMessages` and `combinedMessages`). */
export function rememberMessagesWire(wire: MessagesWire, messages: CompiledMessages): void {
  made.set(wire, messages);
}

/**
 * The messages `wire` carries, the same object for the same string: the server's own object, or
 * in the browser one parse per set (the provider's `intl` then stays put across renders).
 */
export function messagesOfWire(wire: string): CompiledMessages {
  let messages = made.get(wire) ?? parsed.get(wire);
  if (messages) return messages;
  messages = JSON.parse(wire) as CompiledMessages;
  parsed.set(wire, messages);
  if (parsed.size > parsedKept) parsed.delete(parsed.keys().next().value!);
  return messages;
}
