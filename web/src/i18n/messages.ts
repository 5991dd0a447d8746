import type { MessageFormatElement } from 'react-intl';

/** Messages compiled by `formatjs compile --ast`, keyed by message id. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;
