import type { Language } from '@vitrine/domain';
import { combinedMessages, pageMessages } from '~/i18n/messages.server';
import type { MessagesWire, MessageTable } from '~/i18n/messages';
import { freshFormState } from './lead-action.server';
import type { LeadFormState, SiteLeadForm } from './lead-forms';
import { fieldMessages, formMessages, leadFormMessages } from './messages';
import { validationMessages } from './validation-messages';

/** The messages every form renders: labels, captcha, the schemas' errors. */
export const formsMessageTables = [fieldMessages, formMessages, leadFormMessages, validationMessages];

/** Fresh states of a page's forms, by form (the same for every visitor). */
export type LeadFormStates = Partial<Record<SiteLeadForm, LeadFormState>>;

/**
 * What a page with forms adds to its loader data: the forms' messages merged into the page's,
 * and a fresh state per form.
 *
 * @example
 * return withLeadForms(await loadContentPage(args), 'nl', ['contactMessage']);
 */
export function withLeadForms<Data extends { messages: MessagesWire }>(
  page: Data,
  language: Language,
  forms: readonly SiteLeadForm[],
  /** The messages to add: {@link formsMessageTables} and the page's own (a module-level array). */
  tables: readonly MessageTable[] = formsMessageTables,
): Data & { leadForms: LeadFormStates } {
  const leadForms: LeadFormStates = Object.fromEntries(forms.map((form) => [form, freshFormState(form)]));
  return { ...page, messages: combinedMessages(page.messages, pageMessages(language, tables)), leadForms };
}
