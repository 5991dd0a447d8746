import { mentionLabels, type LegalMention } from '@vitrine/domain';
import { columnLabels, fieldHelp, fieldLabel } from '../bootstrap/admin-labels';
import { leadFieldLabels, type CompiledCatalogue, type FieldLabel } from '../bootstrap/lead-field-labels';
// The site's compiled catalogues, from which the lead collections' labels come (the admin bundle
// carries them; the server reads the same files, cms/src/mail/catalogue.ts).
import en from '../../../web/src/i18n/compiled/en.json';
import fr from '../../../web/src/i18n/compiled/fr.json';
import nl from '../../../web/src/i18n/compiled/nl.json';
import {
  columnTranslations,
  helpTranslations,
  labelTranslations,
  mentionTranslations,
  translatedLanguages,
  type TranslatedLanguage,
} from './admin-translations';

/** The languages an agent can choose for the admin (Strapi's own English is always there). */
export const adminLocales = [...translatedLanguages];

export type AdminLanguage = TranslatedLanguage | 'en';

/** Where Strapi 5 keeps the admin language an agent chose (its profile page, the login page). */
const languageKey = 'strapi-admin-language';

/** The admin language chosen in this browser: nl, fr, else English. */
export function adminLanguage(): AdminLanguage {
  try {
    const chosen = globalThis.localStorage?.getItem(languageKey) ?? '';
    return (translatedLanguages as readonly string[]).includes(chosen) ? (chosen as TranslatedLanguage) : 'en';
  } catch {
    return 'en';
  }
}

let leadLabels: Map<string, FieldLabel[]> | undefined;

/** The lead collections' labels by attribute (one attribute's label may differ between forms). */
function leadLabelsOf(field: string): readonly FieldLabel[] {
  if (!leadLabels) {
    leadLabels = new Map();
    const catalogues = { en, nl, fr } as Record<'en' | 'nl' | 'fr', CompiledCatalogue>;
    for (const labels of Object.values(leadFieldLabels(catalogues))) {
      for (const [name, label] of Object.entries(labels))
        leadLabels.set(name, [...(leadLabels.get(name) ?? []), label]);
    }
  }
  return leadLabels.get(field) ?? [];
}

/**
 * A field's label in the admin language. A lead collection's label (lead-field-labels.ts) is
 * translated from the site's catalogues; otherwise only this project's own English label (or list column) is
 * translated: a label an agent changed in "Configure the view" is shown as they wrote it.
 *
 * @example
 * translatedLabel('bedrooms', 'Bedrooms', 'nl'); // 'Slaapkamers'
 * translatedLabel('bedrooms', 'Kamers', 'nl'); // 'Kamers'
 */
export function translatedLabel(field: string, shown: string, language: AdminLanguage): string {
  if (language === 'en') return shown;
  const lead = leadLabelsOf(field).find((label) => label.en === shown);
  if (lead) return lead[language];
  if (columnLabels[field] === shown) return columnTranslations[language][field] ?? shown;
  if (fieldLabel(field) === shown) return labelTranslations[language][field] ?? shown;
  return shown;
}

/** A field's help text in the admin language, when it is this project's own English one. */
export function translatedHint(field: string, shown: string, language: AdminLanguage): string {
  if (language === 'en' || fieldHelp[field] !== shown) return shown;
  return helpTranslations[language][field] ?? shown;
}

/**
 * A legal mention's name in the admin language (domain `mentionLabels` is the English).
 *
 * @example
 * mentionLabel('rentAndCharges', 'fr'); // 'Loyer et charges'
 */
export function mentionLabel(mention: LegalMention, language: AdminLanguage): string {
  return language === 'en' ? mentionLabels[mention] : mentionTranslations[language][mention];
}

/**
 * A legal mention named in English (as GET /vitrine-admin/dashboard names them) in the admin
 * language; a name that is not one of `mentionLabels` is shown as given.
 */
export function translatedMention(english: string, language: AdminLanguage): string {
  const mention = (Object.keys(mentionLabels) as LegalMention[]).find((key) => mentionLabels[key] === english);
  return mention ? mentionLabel(mention, language) : english;
}
