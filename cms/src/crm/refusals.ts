import { mentionLabels, type LegalMention } from '@vitrine/domain';

/**
 * Why a sync refused a record, kept as data in the last sync's report so the admin says it in the
 * agent's language (`refusalText`); the English sentence is the report's `reason` and the log's.
 */
export type RefusalCause =
  | { code: 'unknownValue'; field: 'status' | 'marquee' | 'unitStatus' | 'projectStatus'; value: string }
  | { code: 'mixedRecords' }
  | { code: 'noSiteLanguage' }
  | { code: 'badReference'; reference: string }
  | { code: 'noTitle'; locale: string }
  | { code: 'unclassifiedType'; value: string }
  | { code: 'referenceTaken'; reference: string }
  | { code: 'fileAnswered'; url: string; status: number }
  | { code: 'fileType'; url: string; type: string; kind: 'photo' | 'document' }
  | { code: 'fileTooLarge'; url: string; megabytes: number }
  | { code: 'missingMentions'; mentions: LegalMention[] }
  | { code: 'noPropertyType' }
  /** `detail`: Strapi's own message (English), for what the fields alone do not say. */
  | { code: 'invalid'; fields: string[]; detail: string };

/** The languages a refusal is said in: the admin's (Strapi's own English, Dutch, French). */
export type RefusalLanguage = 'en' | 'nl' | 'fr';

/** How the names inside a refusal are said: a legal mention's and a field's (English by default). */
export interface RefusalNames {
  mention: (mention: LegalMention) => string;
  field: (field: string) => string;
}

const englishNames: RefusalNames = { mention: (mention) => mentionLabels[mention], field: (field) => field };

type Say = { [C in RefusalCause as C['code']]: (cause: C, names: RefusalNames) => string };

const fieldWords: Record<RefusalLanguage, Record<'status' | 'marquee' | 'unitStatus' | 'projectStatus', string>> = {
  en: { status: 'status', marquee: 'marquee', unitStatus: 'unit status', projectStatus: 'project status' },
  nl: { status: 'status', marquee: 'banderol', unitStatus: 'status van een unit', projectStatus: 'projectstatus' },
  fr: { status: 'statut', marquee: 'bandeau', unitStatus: 'statut d’un lot', projectStatus: 'statut du projet' },
};

const kindWords: Record<RefusalLanguage, Record<'photo' | 'document', string>> = {
  en: { photo: 'a photo', document: 'a document' },
  nl: { photo: 'foto', document: 'document' },
  fr: { photo: 'une photo', document: 'un document' },
};

const list = (items: readonly string[]) => items.join(', ');
/** The invalid fields after a colon (French puts a space before it), or nothing. */
const fieldList = (fields: readonly string[], names: RefusalNames, space = '') =>
  fields.length ? `${space}: ${list(fields.map(names.field))}` : '';
/** Strapi's own words, in parentheses, when it gave any. */
const said = (detail: string) => (detail ? ` (${detail})` : '');

const sentences: Record<RefusalLanguage, Say> = {
  en: {
    unknownValue: ({ field, value }) => `unknown ${fieldWords.en[field]} ${value}`,
    mixedRecords: () => 'records of different objects',
    noSiteLanguage: () => 'no language of the site',
    badReference: ({ reference }) => `reference "${reference}" is not a site reference`,
    noTitle: ({ locale }) => `no title in ${locale}`,
    unclassifiedType: ({ value }) => `property type ${value} is not in the site's classification`,
    referenceTaken: ({ reference }) => `reference ${reference} is another listing's`,
    fileAnswered: ({ url, status }) => `${url} answered ${status}`,
    fileType: ({ url, type, kind }) => `${url} is ${type || 'of no type'}, not ${kindWords.en[kind]}`,
    fileTooLarge: ({ url, megabytes }) => `${url} is larger than ${megabytes} MB`,
    missingMentions: ({ mentions }, names) =>
      `misses legal mentions (strict compliance is on): ${list(mentions.map(names.mention))}`,
    noPropertyType: () => 'no property type',
    invalid: ({ fields, detail }, names) => `invalid values${fieldList(fields, names)}${said(detail)}`,
  },
  nl: {
    unknownValue: ({ field, value }) => `onbekende ${fieldWords.nl[field]} ${value}`,
    mixedRecords: () => 'records van verschillende panden',
    noSiteLanguage: () => 'geen enkele taal van de site',
    badReference: ({ reference }) => `referentie "${reference}" is geen referentie van de site`,
    noTitle: ({ locale }) => `geen titel in het ${locale}`,
    unclassifiedType: ({ value }) => `type ${value} staat niet in de classificatie van de site`,
    referenceTaken: ({ reference }) => `referentie ${reference} is die van een ander pand`,
    fileAnswered: ({ url, status }) => `${url} antwoordde ${status}`,
    fileType: ({ url, type, kind }) => `${url} is ${type || 'zonder type'}, geen ${kindWords.nl[kind]}`,
    fileTooLarge: ({ url, megabytes }) => `${url} is groter dan ${megabytes} MB`,
    missingMentions: ({ mentions }, names) =>
      `wettelijke vermeldingen ontbreken (strikte controle staat aan): ${list(mentions.map(names.mention))}`,
    noPropertyType: () => 'geen type pand',
    invalid: ({ fields, detail }, names) => `ongeldige waarden${fieldList(fields, names)}${said(detail)}`,
  },
  fr: {
    unknownValue: ({ field, value }) => `${fieldWords.fr[field]} inconnu ${value}`,
    mixedRecords: () => 'des fiches de biens différents',
    noSiteLanguage: () => 'aucune langue du site',
    badReference: ({ reference }) => `la référence « ${reference} » n’est pas une référence du site`,
    noTitle: ({ locale }) => `pas de titre en ${locale}`,
    unclassifiedType: ({ value }) => `le type ${value} n’est pas dans la classification du site`,
    referenceTaken: ({ reference }) => `la référence ${reference} est celle d’un autre bien`,
    fileAnswered: ({ url, status }) => `${url} a répondu ${status}`,
    fileType: ({ url, type, kind }) => `${url} est ${type || 'sans type'}, pas ${kindWords.fr[kind]}`,
    fileTooLarge: ({ url, megabytes }) => `${url} dépasse ${megabytes} Mo`,
    missingMentions: ({ mentions }, names) =>
      `mentions légales manquantes (contrôle strict activé) : ${list(mentions.map(names.mention))}`,
    noPropertyType: () => 'pas de type de bien',
    invalid: ({ fields, detail }, names) => `valeurs non valables${fieldList(fields, names, ' ')}${said(detail)}`,
  },
};

/**
 * A refusal said in one of the admin's languages.
 *
 * @example
 * refusalText({ code: 'unknownValue', field: 'status', value: '12' }, 'nl'); // 'onbekende status 12'
 */
export function refusalText(
  cause: RefusalCause,
  language: RefusalLanguage,
  names: RefusalNames = englishNames,
): string {
  const say = sentences[language][cause.code] as (cause: RefusalCause, names: RefusalNames) => string;
  return say(cause, names);
}

/** A refusal thrown: its message is the English sentence, `refusal` the cause the report keeps. */
export class Refused extends Error {
  constructor(readonly refusal: RefusalCause) {
    super(refusalText(refusal, 'en'));
  }
}

/** A record the mapping or the importer refuses, with its CRM id. */
export class RefusedRecord extends Refused {
  constructor(
    readonly crmId: string,
    refusal: RefusalCause,
  ) {
    super(refusal);
  }
}

/** One refused record in a sync's report: the English reason (logs, tests) and the cause the admin translates. */
export interface RefusedEntry {
  crmId: string;
  kind: 'listing' | 'project';
  reason: string;
  /** Absent in a report written before causes were kept: the admin then shows `reason`. */
  cause?: RefusalCause;
}

export const refusedEntry = (crmId: string, kind: 'listing' | 'project', cause: RefusalCause): RefusedEntry => ({
  crmId,
  kind,
  reason: refusalText(cause, 'en'),
  cause,
});

/**
 * The cause of a write Strapi or a document middleware refused (a `ValidationError`): the legal
 * mentions the compliance check misses, a missing property type, or the invalid fields; null for
 * any other error, which stops the run instead.
 */
export function refusalOf(error: unknown): RefusalCause | null {
  if (error instanceof Refused) return error.refusal;
  if ((error as { name?: string } | null)?.name !== 'ValidationError') return null;
  const details = (error as { details?: Record<string, unknown> }).details ?? {};
  if (Array.isArray(details.missingMentions)) {
    return { code: 'missingMentions', mentions: details.missingMentions as LegalMention[] };
  }
  if (Array.isArray(details.missing) && details.missing.includes('propertyType')) return { code: 'noPropertyType' };
  const errors = Array.isArray(details.errors) ? (details.errors as { path?: unknown; message?: unknown }[]) : [];
  const fields = errors.map((each) => (Array.isArray(each.path) ? each.path.join('.') : '')).filter(Boolean);
  const messages = errors.map((each) => (typeof each.message === 'string' ? each.message : '')).filter(Boolean);
  const detail = [...new Set(messages.length ? messages : [(error as Error).message ?? ''])].join('; ').slice(0, 300);
  return { code: 'invalid', fields: [...new Set(fields)], detail };
}
