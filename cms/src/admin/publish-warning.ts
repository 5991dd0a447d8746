import { missingMentions } from '@vitrine/domain';
import { mentionLabel, type AdminLanguage } from './admin-language';

/** What the publish confirmation tells an agent about a listing that misses legal mentions. */
export interface PublishWarning {
  readonly title: string;
  /** The missing mentions, as agents read them (domain `mentionLabels`, translated), in table order. */
  readonly missing: readonly string[];
  readonly explanation: string;
  readonly confirmLabel: string;
  /** Whether the cms will refuse the publish (site setting "strict compliance" on). */
  readonly refused: boolean;
}

/** The dialog's words in the admin language. */
const words = {
  en: {
    title: (missing: number) =>
      `This listing misses ${missing === 1 ? 'a legal mention' : `${missing} legal mentions`}`,
    refused: 'Strict compliance is on: the publication will be refused until they are filled in.',
    warned: 'Belgian law requires them in the ad. Published without them, the ad is not legally complete.',
    unknown: 'Belgian law requires them in the ad. With strict compliance on, the publication is refused.',
    tryToPublish: 'Try to publish',
    publishAnyway: 'Publish anyway',
  },
  nl: {
    title: (missing: number) =>
      `Dit pand mist ${missing === 1 ? 'een wettelijke vermelding' : `${missing} wettelijke vermeldingen`}`,
    refused: 'Strikte naleving staat aan: de publicatie wordt geweigerd tot ze ingevuld zijn.',
    warned:
      'De Belgische wet vereist ze in de advertentie. Zonder deze vermeldingen is de gepubliceerde advertentie wettelijk niet volledig.',
    unknown: 'De Belgische wet vereist ze in de advertentie. Met strikte naleving aan wordt de publicatie geweigerd.',
    tryToPublish: 'Proberen te publiceren',
    publishAnyway: 'Toch publiceren',
  },
  fr: {
    title: (missing: number) =>
      `Il manque à ce bien ${missing === 1 ? 'une mention légale' : `${missing} mentions légales`}`,
    refused: 'La conformité stricte est activée : la publication sera refusée tant qu’elles ne sont pas remplies.',
    warned: 'La loi belge les exige dans l’annonce. Publiée sans elles, l’annonce n’est pas légalement complète.',
    unknown: 'La loi belge les exige dans l’annonce. Avec la conformité stricte activée, la publication est refusée.',
    tryToPublish: 'Essayer de publier',
    publishAnyway: 'Publier quand même',
  },
} as const;

/**
 * The warning shown before a listing is published, read from the form as it is (the draft that the
 * publish saves and puts online); null when nothing required is missing, and the publish goes
 * ahead without a question. `strict` is the site setting "strict compliance" (null while unknown:
 * then the warning does not promise either outcome). In the admin language, English by default.
 *
 * @example
 * publishWarning({ region: 'flanders', goal: 1, energyValue: 150, energyLabel: 'B', price: 900 }, false)?.missing;
 * // ['EPC certificate code', 'Flood scores (P-score and G-score)', 'Rent and charges']
 */
export function publishWarning(
  values: Readonly<Record<string, unknown>>,
  strict: boolean | null,
  language: AdminLanguage = 'en',
): PublishWarning | null {
  const missing = missingMentions(values);
  if (missing.length === 0) return null;
  const text = words[language];
  return {
    title: text.title(missing.length),
    missing: missing.map((mention) => mentionLabel(mention, language)),
    explanation: strict === true ? text.refused : strict === false ? text.warned : text.unknown,
    confirmLabel: strict === true ? text.tryToPublish : text.publishAnyway,
    refused: strict === true,
  };
}
