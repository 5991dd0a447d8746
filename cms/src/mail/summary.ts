import {
  contactTimeSlots,
  formatPhone,
  formatPrice,
  leadFormDefinitions,
  summaryFields,
  type FieldDefinition,
  type Language,
  type LeadFormName,
} from '@vitrine/domain';
import { mailMessage } from './catalogue';

/** A line of an agency mail's summary: its label and its value in words. */
export type SummaryLine = readonly [label: string, value: string];

const amounts = new Set([
  'amount',
  'minPrice',
  'maxPrice',
  'budget',
  'monthlyIncome',
  'askingPriceMin',
  'askingPriceMax',
]);

const given = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A coded value in the site's words: the option's message (`optionWords`, else `${label}.${value}`), or as it is. */
function optionWords(language: Language, form: LeadFormName, field: string, value: string): string {
  const fields: readonly FieldDefinition[] = leadFormDefinitions[form].fields;
  const definition = fields.find((candidate) => candidate.name === field);
  if (!definition?.options?.includes(value)) return value;
  if (field === 'contactTimeSlots') return contactTimeSlots(language).find((slot) => slot.id === value)?.label ?? value;
  if (field === 'language') return new Intl.DisplayNames([language], { type: 'language' }).of(value) ?? value;
  const id = definition.optionWords?.[value] ?? (definition.label ? `${definition.label}.${value}` : '');
  return id ? mailMessage(language, { id }) : value;
}

function words(language: Language, form: LeadFormName, field: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => words(language, form, field, item)).join(', ');
  if (field === 'phone' && typeof value === 'string') return formatPhone(value);
  if (amounts.has(field) && (typeof value === 'number' || typeof value === 'string')) return formatPrice(value);
  return optionWords(language, form, field, String(value));
}

/**
 * The summary of a lead in an agency mail: the form definition's summary fields (domain), in its
 * order, each the lead gave labelled `mail.field.<name>`, its value in words: the site's words of a
 * coded value, phones grouped by the spec's rule, amounts as prices.
 *
 * @example
 * summaryLines('nl', 'infoRequest', { firstName: 'An', phone: '0475123456' });
 * // [['Voornaam', 'An'], ['Telefoon', '0475 12 34 56']]
 */
export function summaryLines(language: Language, form: LeadFormName, lead: Record<string, unknown>): SummaryLine[] {
  return summaryFields(form)
    .filter((field) => given(lead[field.name]))
    .map((field) => [
      mailMessage(language, { id: field.labelId }),
      words(language, form, field.name, lead[field.name]),
    ]);
}
