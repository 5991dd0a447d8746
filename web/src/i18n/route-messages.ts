import { useMatches } from 'react-router';
import { messagesOfWire, type CompiledMessages } from './messages';

const none: CompiledMessages = {};
const merged = new WeakMap<CompiledMessages, WeakMap<CompiledMessages, CompiledMessages>>();

/** `base` with `more` over it, the same object for the same two (so the intl context stays put). */
function mergeTwo(base: CompiledMessages, more: CompiledMessages): CompiledMessages {
  let byMore = merged.get(base);
  if (!byMore) merged.set(base, (byMore = new WeakMap()));
  let messages = byMore.get(more);
  if (!messages) byMore.set(more, (messages = { ...base, ...more }));
  return messages;
}

function messagesOf(loaderData: unknown): CompiledMessages | null {
  if (typeof loaderData !== 'object' || loaderData === null || !('messages' in loaderData)) return null;
  const { messages } = loaderData as { messages: unknown };
  return typeof messages === 'string' ? messagesOfWire(messages) : null;
}

/**
 * The messages of the page on screen: the root's (header, footer, consent, error pages) and those
 * each matched route's loader sent for what it renders (`messages` in its data, `pageMessages`, as
 * their JSON: `MessagesWire`).
 * A client navigation brings the next page's messages with its data; the root's stay until the
 * language changes. docs/decisions/009-messages-per-page.md.
 */
export function useRouteMessages(): CompiledMessages {
  let messages: CompiledMessages | null = null;
  for (const match of useMatches()) {
    const more = messagesOf(match.loaderData);
    if (more) messages = messages ? mergeTwo(messages, more) : more;
  }
  return messages ?? none;
}
