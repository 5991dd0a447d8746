import type { Core } from '@strapi/strapi';
import { formatPrice, interpolate, isLanguage, type Language } from '@vitrine/domain';
import { mailTexts } from '../mail/texts';
import { leadMails, type LeadMailInput } from '../outbox/lead-mails';
import type { QueuedMail } from '../outbox/queue';
import { searchRequestTexts } from './texts';

/** A line of the agency's mail: its label and its readable value. */
export type SummaryLine = readonly [label: string, value: string];

/** The names of the property types and regions a search asks for, by classification id, in the mail's language. */
export interface ClassificationNames {
  propertyTypes: ReadonlyMap<number, string>;
  regions: ReadonlyMap<number, string>;
}

const given = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter(given) : []);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** "€ 200.000 tot € 600.000", "minstens 2", "hoogstens 4"; empty when neither bound is given. */
function bounds(
  language: Language,
  min: unknown,
  max: unknown,
  format: (value: number) => string = String,
): string | undefined {
  const texts = searchRequestTexts[language];
  const values = { min: given(min) ? format(min) : undefined, max: given(max) ? format(max) : undefined };
  if (values.min !== undefined && values.max !== undefined) return interpolate(texts.range, values);
  if (values.min !== undefined) return interpolate(texts.atLeast, values);
  if (values.max !== undefined) return interpolate(texts.atMost, values);
  return undefined;
}

/**
 * What a new standing search asked for, readable by the agent in `language`: who, for sale or
 * for rent, the type and region names (an id without a name shows as its number), prices as the
 * site writes them (`€ 200.000`), rooms, and how often the visitor is mailed.
 *
 * @example
 * searchRequestLines({ goal: 0, propertyTypes: [1], regions: [2], minPrice: 200000, minBedrooms: 2 }, 'nl', names);
 * // [['Wil', 'Kopen'], ['Soorten panden', 'Huis'], ['Regio’s', 'Vlaanderen'], ['Prijs', 'minstens € 200.000'], ['Slaapkamers', 'minstens 2'], …]
 */
export function searchRequestLines(
  lead: Record<string, unknown>,
  language: Language,
  names: ClassificationNames,
): SummaryLine[] {
  const common = mailTexts[language];
  const texts = searchRequestTexts[language];
  const named = (list: unknown, byId: ReadonlyMap<number, string>) =>
    ids(list)
      .map((id) => byId.get(id) ?? String(id))
      .join(', ');
  const visitorLanguage = text(lead.language);
  const lines: [string, string | undefined][] = [
    [common.fields.title ?? 'title', common.values[text(lead.title)] ?? (text(lead.title) || undefined)],
    [common.fields.firstName ?? 'firstName', text(lead.firstName) || undefined],
    [common.fields.lastName ?? 'lastName', text(lead.lastName) || undefined],
    [common.fields.email ?? 'email', text(lead.email) || undefined],
    [common.fields.phone ?? 'phone', text(lead.phone) || undefined],
    [texts.labels.goal, given(lead.goal) ? common.values[lead.goal === 0 ? 'goal0' : 'goal1'] : undefined],
    [texts.labels.propertyTypes, named(lead.propertyTypes, names.propertyTypes) || undefined],
    [texts.labels.regions, named(lead.regions, names.regions) || undefined],
    [texts.labels.price, bounds(language, lead.minPrice, lead.maxPrice, formatPrice)],
    [texts.labels.budget, given(lead.budget) ? formatPrice(lead.budget) : undefined],
    [texts.labels.bedrooms, bounds(language, lead.minBedrooms, lead.maxBedrooms)],
    [texts.labels.bathrooms, bounds(language, lead.bathrooms, undefined)],
    [texts.labels.garages, bounds(language, lead.garages, undefined)],
    [texts.labels.parkings, bounds(language, lead.parkings, undefined)],
    [texts.labels.delivery, texts.delivery[lead.delivery === 'daily' ? 'daily' : 'instant']],
    [
      common.fields.language ?? 'language',
      isLanguage(visitorLanguage)
        ? (new Intl.DisplayNames([language], { type: 'language' }).of(visitorLanguage) ?? visitorLanguage)
        : undefined,
    ],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== undefined && line[1] !== '');
}

type NameRow = { classificationId: number; name: string | null; locale: string | null };

/** The names of the given classification items in `language`, else in any language they have. */
async function namesOf(
  strapi: Core.Strapi,
  uid: 'api::property-type.property-type' | 'api::region.region',
  wanted: number[],
  language: Language,
): Promise<Map<number, string>> {
  if (wanted.length === 0) return new Map();
  const rows = (await strapi.db.query(uid).findMany({
    where: { classificationId: { $in: wanted } },
    select: ['classificationId', 'name', 'locale'],
  })) as NameRow[];
  const names = new Map<number, string>();
  for (const row of rows) {
    if (!row.name || (names.has(row.classificationId) && row.locale !== language)) continue;
    names.set(row.classificationId, row.name);
  }
  return names;
}

/**
 * The mails of a new demand register entry ({@link leadMails}), the agency's notification listing
 * what was asked in words ({@link searchRequestLines}) rather than the stored codes.
 */
export async function searchRequestMails(strapi: Core.Strapi, input: LeadMailInput): Promise<QueuedMail[]> {
  const language = input.agentLanguage;
  const names: ClassificationNames = {
    propertyTypes: await namesOf(strapi, 'api::property-type.property-type', ids(input.lead.propertyTypes), language),
    regions: await namesOf(strapi, 'api::region.region', ids(input.lead.regions), language),
  };
  return leadMails({ ...input, fields: searchRequestLines(input.lead, language, names) });
}
