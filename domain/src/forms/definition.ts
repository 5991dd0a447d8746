/**
 * How a lead form is declared (decision 030): one definition per form lists its fields in the order
 * the page shows them, and from it come the yup schema's field names and bounds (checked by
 * `definitions.test.ts`), the page's inputs, their labels (message ids the catalogues must hold in
 * every language), the Strapi content type's attributes (checked by `content-types.test.ts`) and the
 * agency mail's summary. This module holds data only: no yup, so a page may import it without
 * bringing the validation into its first load.
 */

import { leadOriginAttributes } from './lead-origin.js';

/**
 * The control a field is shown with. `page`: the page fixes the value (the listing, the language)
 * and posts it as a hidden input; the visitor never sees it.
 */
export type FieldInput =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'date'
  | 'number'
  | 'textarea'
  | 'select'
  | 'radio'
  | 'checkboxes'
  | 'checkbox'
  | 'page';

/** The blocks a form's fields are grouped in, each with its own heading or layout on the page. */
export type FieldGroup = 'search' | 'person' | 'address';

/** One field of a form. */
export interface FieldDefinition {
  /** The posted name, the yup schema's key and the content type's attribute. */
  readonly name: string;
  readonly input: FieldInput;
  /** Whether the schema refuses the form without it (an unticked `checkbox` included). */
  readonly required: boolean;
  /** Message id of its label (or legend) in the site's catalogues; `page` fields have none. */
  readonly label?: string;
  /** The most characters (texts) or the largest value (numbers) accepted. */
  readonly max?: number;
  /** The values a choice accepts; each value's words are the message `${label}.${value}` unless the page names them. */
  readonly options?: readonly string[];
  /** A value's message id when it is not `${label}.${value}`. */
  readonly optionWords?: Readonly<Record<string, string>>;
  readonly group?: FieldGroup;
  /** Whether the agency mail lists it (in the definition's order), under the label `mail.field.<name>`. */
  readonly summary?: boolean;
  /** Shown only when the page says so (a monthly income is asked for a rental only). */
  readonly shownWhen?: 'rental';
  readonly autoComplete?: string;
  /** Takes the form's full width. */
  readonly wide?: boolean;
  /** Posted several times under its name and read as a list (a page's documents); `checkboxes` always are. */
  readonly list?: boolean;
}

/** A lead form: its fields and the Strapi collection that stores it. */
export interface FormDefinition<Name extends string = string> {
  readonly name: Name;
  /** The content type's singular name (`cms/src/api/<contentType>/`). */
  readonly contentType: string;
  readonly fields: readonly FieldDefinition[];
  /**
   * The content type's attributes no visitor posts (statuses the agency sets, tokens, what the
   * server adds); besides these and the form's fields, an attribute is an error the contract test names.
   */
  readonly stored: readonly string[];
}

/**
 * What every lead collection stores besides the form: its handling, the outbox's state, and what
 * the server fills for privacy (the consent text's version and purposes, when it was anonymised;
 * decision 040).
 */
export const leadBookkeeping = [
  'leadStatus',
  'mailStatus',
  'mailAttempts',
  'mailError',
  'internalNote',
  ...leadOriginAttributes,
  'consentVersion',
  'consentPurposes',
  'anonymisedAt',
] as const;

/** One line of the agency mail's summary: the lead's field and its label's message id. */
export interface SummaryField {
  readonly name: string;
  readonly labelId: string;
}

/**
 * The message id of a field's label in the agency mail.
 *
 * @example
 * mailLabelId('firstName'); // 'mail.field.firstName'
 */
export const mailLabelId = (field: string): string => `mail.field.${field}`;

/**
 * The fields the agency mail lists for a form, in the definition's order, with their label ids.
 *
 * @example
 * summaryFieldsOf(contactMessageForm).map((field) => field.name);
 * // ['contactCategory', 'title', 'firstName', 'lastName', 'email', 'phone', 'remark', 'contactTimeSlots', 'language']
 */
export function summaryFieldsOf(definition: FormDefinition): readonly SummaryField[] {
  return definition.fields
    .filter((field) => field.summary)
    .map((field) => ({ name: field.name, labelId: mailLabelId(field.name) }));
}

/**
 * Every message id a form's page needs: each field's label and each option's words (`${label}.${value}`)
 * when `optionLabels` says the catalogue names them.
 *
 * @example
 * messageIdsOf(newsletterSignupForm); // ['forms.field.email', 'forms.field.firstName', 'forms.field.consent']
 */
export function messageIdsOf(definition: FormDefinition): readonly string[] {
  const ids: string[] = [];
  for (const field of definition.fields) {
    if (!field.label) continue;
    ids.push(field.label);
    if (field.options && catalogueOptions.has(field.input))
      ids.push(...field.options.map((value) => field.optionWords?.[value] ?? `${field.label}.${value}`));
  }
  return ids;
}

// Radio choices name their values in the catalogue; checkboxes and selects list values the page
// reads elsewhere (property types, regions, time slots with their hours, star ratings).
const catalogueOptions: ReadonlySet<FieldInput> = new Set(['radio']);

/**
 * The fields of one group, in order.
 *
 * @example
 * fieldsIn(contactMessageForm, 'person').map((field) => field.name); // ['title', 'firstName', 'lastName', 'email', 'phone']
 */
export const fieldsIn = (definition: FormDefinition, group: FieldGroup): readonly FieldDefinition[] =>
  definition.fields.filter((field) => field.group === group);

/**
 * A field of a form by name.
 *
 * @example
 * fieldOf(contactMessageForm, 'remark')?.required; // true
 */
export const fieldOf = (definition: FormDefinition, name: string): FieldDefinition | undefined =>
  definition.fields.find((field) => field.name === name);
