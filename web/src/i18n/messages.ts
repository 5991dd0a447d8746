import type { MessageDescriptor, MessageFormatElement } from 'react-intl';

/** Messages compiled by `formatjs compile --ast`, keyed by message id. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * A message table (`defineMessages`), or tables of tables (`choiceMessages.heating`, the consent
 * categories): what a loader names to send the browser the messages a page renders.
 */
export type MessageTable = MessageDescriptor | { readonly [key: string]: MessageTable };

/** What a loader's data carries for the page it renders: its messages, compiled, in one language. */
export interface WithMessages {
  readonly messages: CompiledMessages;
}
