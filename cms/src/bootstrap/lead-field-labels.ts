import { leadFormDefinitions, mailLabelId, type FormDefinition } from '@vitrine/domain';
import { fieldLabels, serverFilledLeadFields } from './admin-labels';
import { labelTranslations } from '../admin/admin-translations';

/** The languages the admin runs in: Strapi's English and this project's Dutch and French. */
export type LabelLanguage = 'en' | 'nl' | 'fr';
const labelLanguages: readonly LabelLanguage[] = ['en', 'nl', 'fr'];

/**
 * One language of the site's compiled catalogues (`web/src/i18n/compiled/<language>.json`): each
 * message id and its ICU elements; a label is literal text only (element type 0).
 */
export type CompiledCatalogue = Readonly<Record<string, readonly { type: number; value?: unknown }[]>>;

/** A field's label in each admin language. */
export type FieldLabel = Readonly<Record<LabelLanguage, string>>;

/** The words of a message that is literal text only, else undefined (a message with an argument is no label). */
function plainText(catalogue: CompiledCatalogue, id: string): string | undefined {
  const elements = catalogue[id];
  if (!elements || elements.some((element) => element.type !== 0 || typeof element.value !== 'string')) {
    return undefined;
  }
  return elements.map((element) => element.value).join('');
}

/** A server-filled attribute's label, hand-written in the three admin languages, or undefined. */
function handWritten(name: string): FieldLabel | undefined {
  if (!serverFilledLeadFields.includes(name)) return undefined;
  const [en, nl, fr] = [fieldLabels[name], labelTranslations.nl[name], labelTranslations.fr[name]];
  return en && nl && fr ? { en, nl, fr } : undefined;
}

/**
 * The admin labels of each lead collection's attributes (by content type, `contact-message`, then
 * attribute), in English, Dutch and French: the site's words for it when its catalogues have them
 * as the agency mail's label (`mail.field.<name>`, the words agents already read for it); else,
 * for an attribute named in `serverFilledLeadFields` (no site word: statuses, tokens, relations a
 * page fixes), this project's admin words (admin-labels.ts, admin-translations.ts); else its form
 * field's label in the catalogues. A field added to a definition is so labelled from
 * its translations with no edit here; an attribute with neither has no label, which
 * lead-field-labels.test.ts names.
 *
 * @example
 * leadFieldLabels(catalogues)['contact-message'].remark; // { en: 'Message', nl: 'Bericht', fr: 'Message' }
 */
export function leadFieldLabels(
  catalogues: Readonly<Record<LabelLanguage, CompiledCatalogue>>,
): Readonly<Record<string, Readonly<Record<string, FieldLabel>>>> {
  const fromCatalogues = (id: string | undefined): FieldLabel | undefined => {
    if (!id) return undefined;
    const [en, nl, fr] = labelLanguages.map((language) => plainText(catalogues[language], id));
    return en && nl && fr ? { en, nl, fr } : undefined;
  };
  const byType: Record<string, Record<string, FieldLabel>> = {};
  for (const definition of Object.values(leadFormDefinitions) as FormDefinition[]) {
    const labels: Record<string, FieldLabel> = {};
    const names = new Set([
      ...definition.fields.map((field) => field.name),
      ...definition.stored,
      ...serverFilledLeadFields,
    ]);
    for (const name of names) {
      const field = definition.fields.find((candidate) => candidate.name === name);
      const label = fromCatalogues(mailLabelId(name)) ?? handWritten(name) ?? fromCatalogues(field?.label);
      if (label) labels[name] = label;
    }
    byType[definition.contentType] = labels;
  }
  return byType;
}

/**
 * The content type of a lead collection's uid (`api::contact-message.contact-message` →
 * `contact-message`), or undefined for any other uid.
 */
export function leadContentType(uid: string): string | undefined {
  const match = /^api::([a-z0-9-]+)\.\1$/.exec(uid);
  return match && Object.values(leadFormDefinitions).some((form) => form.contentType === match[1])
    ? match[1]
    : undefined;
}
