import { startingFromPriceUnit } from '@vitrine/domain';
import { adminLanguage, translatedHint, translatedLabel, type AdminLanguage } from './admin-language';
import { codeTranslations, valueTranslations } from './admin-translations';
import { leadValueLabel } from './lead-value-labels';

/**
 * What an agent reads in the edit view's dropdowns instead of the stored codes: the content
 * manager renders an enumeration's options as the stored values (`under_option`, `residential_area`)
 * and the integer codes `goal` and `priceUnit` as number boxes. The edit-view layout hook
 * (`readableEditLayout`, registered in app.tsx) gives those fields input types of ours that show a
 * label per value and still store the code (docs/decisions/016-readable-admin-values.md).
 */

/** The input type of an enumeration whose options show labels. */
export const labelledEnumerationType = 'vitrine-labelled-enumeration';
/** The input type of an integer code chosen from labelled options. */
export const codedIntegerType = 'vitrine-coded-integer';

export interface CodedOption {
  readonly value: number;
  readonly label: string;
}

/**
 * The integer fields that hold a code, by field name, with the (English) label of each code the
 * site knows; every other integer field of the content types is a quantity (tests/admin-translations.test.ts).
 */
export const codedIntegers: Readonly<Record<string, readonly CodedOption[]>> = {
  goal: [
    { value: 0, label: 'For sale' },
    { value: 1, label: 'For rent' },
  ],
  priceUnit: [{ value: startingFromPriceUnit, label: 'Starting from (the site shows "from € …")' }],
  countryId: [
    { value: 10, label: 'Belgium' },
    { value: 50, label: 'Luxembourg' },
  ],
};

/**
 * The options of a coded integer: its known codes, and the stored value when it is another code
 * (an imported listing's), so that opening the form never loses it.
 *
 * @example
 * codedOptions('priceUnit', 3); // [{ value: 7, label: 'Starting from …' }, { value: 3, label: 'Code 3' }]
 */
export function codedOptions(field: string, stored: unknown, language: AdminLanguage = 'en'): CodedOption[] {
  const words = language === 'en' ? undefined : codeTranslations[language][field];
  const known = (codedIntegers[field] ?? []).map((option) => ({
    ...option,
    label: words?.[option.value] ?? option.label,
  }));
  const value = typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored;
  if (typeof value === 'number' && Number.isInteger(value) && !known.some((option) => option.value === value)) {
    known.push({ value, label: `Code ${value}` });
  }
  return known;
}

/**
 * The label of an enumeration value in the admin language: the one agents read in the lists
 * (lead-value-labels.ts, admin-translations.ts), else the value written as words
 * (`residential_area` → `Residential area`).
 */
export function enumerationLabel(field: string, value: string, language: AdminLanguage = 'en'): string {
  if (language !== 'en') {
    const words = valueTranslations[language];
    const translated = words[`${field}.${value}`] ?? words[value];
    if (translated) return translated;
  }
  const known = leadValueLabel(field, value);
  if (known) return known;
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words === '' ? value : words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the layout hook needs of a field of the edit layout. */
interface LayoutField {
  name: string;
  type: string;
  label?: string;
  hint?: string;
  attribute?: { type?: string };
}

interface EditLayoutShape<F extends LayoutField> {
  layout: F[][][];
  components: Record<string, { layout: F[][] } & Record<string, unknown>>;
}

function readableField<F extends LayoutField>(given: F, language: AdminLanguage): F {
  const name = given.name.split('.').pop() ?? given.name;
  const field = {
    ...given,
    ...(typeof given.label === 'string' ? { label: translatedLabel(name, given.label, language) } : {}),
    ...(typeof given.hint === 'string' ? { hint: translatedHint(name, given.hint, language) } : {}),
  };
  if (field.type === 'enumeration') return { ...field, type: labelledEnumerationType };
  // A code's bounds ("min. 0 / max. 1") would show the codes under the dropdown: the server still checks them.
  if (field.type === 'integer' && name in codedIntegers) {
    return {
      ...field,
      type: codedIntegerType,
      attribute: { ...field.attribute, min: undefined, max: undefined } as F['attribute'],
    };
  }
  return field;
}

/**
 * The edit layout with enumerations and coded integers (of the content type and of its
 * components) rendered by our labelled inputs, and this project's labels and help texts in the
 * admin language; every other field as it was.
 */
export function readableEditLayout<F extends LayoutField, L extends EditLayoutShape<F>>(
  layout: L,
  language: AdminLanguage = adminLanguage(),
): L {
  const readable = (field: F) => readableField(field, language);
  return {
    ...layout,
    layout: layout.layout.map((panel) => panel.map((row) => row.map(readable))),
    components: Object.fromEntries(
      Object.entries(layout.components).map(([uid, component]) => [
        uid,
        { ...component, layout: component.layout.map((row) => row.map(readable)) },
      ]),
    ),
  };
}
