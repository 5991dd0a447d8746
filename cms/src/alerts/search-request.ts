import type { Core } from '@strapi/strapi';
import { formatPrice, type Language } from '@vitrine/domain';
import { agentNotification, visitorLanguage, type LeadMailInput } from '../leads/lead-mails';
import { mailMessage, type MailMessage } from '../mail/catalogue';
import { summaryLines, type SummaryLine } from '../mail/summary';
import type { QueuedMail } from '../outbox/queue';
import { searchAlertConfirmation } from './mails';
import { alertMessages } from './mail-messages';

/** The names of the property types and regions a search asks for, by classification id, in the mail's language. */
export interface ClassificationNames {
  propertyTypes: ReadonlyMap<number, string>;
  regions: ReadonlyMap<number, string>;
}

const given = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter(given) : []);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** The lead's values of some fields only, for the summary's lines of those. */
const pick = (lead: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, lead[field]]));

/** "€ 200.000 tot € 600.000", "minstens 2", "hoogstens 4"; empty when neither bound is given. */
function bounds(
  language: Language,
  min: unknown,
  max: unknown,
  format: (value: number) => string = String,
): string | undefined {
  const from = given(min) ? format(min) : undefined;
  const to = given(max) ? format(max) : undefined;
  if (from !== undefined && to !== undefined)
    return mailMessage(language, alertMessages.searchRequestRange, { min: from, max: to });
  if (from !== undefined) return mailMessage(language, alertMessages.searchRequestAtLeast, { min: from });
  if (to !== undefined) return mailMessage(language, alertMessages.searchRequestAtMost, { max: to });
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
  const named = (list: unknown, byId: ReadonlyMap<number, string>) =>
    ids(list)
      .map((id) => byId.get(id) ?? String(id))
      .join(', ');
  const label = (message: MailMessage) => mailMessage(language, message);
  // The visitor's own details in the words of every agency mail (titles, grouped phone, language).
  const person = summaryLines(
    language,
    'demandRegister',
    pick(lead, ['title', 'firstName', 'lastName', 'email', 'phone']),
  );
  const visitorLanguage = summaryLines(language, 'demandRegister', pick(lead, ['language']));
  const goal = summaryLines(language, 'demandRegister', pick(lead, ['goal'])).map(([, words]) => words);
  const lines: (readonly [string, string | undefined])[] = [
    ...person,
    [label(alertMessages.searchRequestGoal), goal[0]],
    [label(alertMessages.searchRequestPropertyTypes), named(lead.propertyTypes, names.propertyTypes) || undefined],
    [label(alertMessages.searchRequestRegions), named(lead.regions, names.regions) || undefined],
    [label(alertMessages.searchRequestPrice), bounds(language, lead.minPrice, lead.maxPrice, formatPrice)],
    [label(alertMessages.searchRequestBudget), given(lead.budget) ? formatPrice(lead.budget) : undefined],
    [label(alertMessages.searchRequestBedrooms), bounds(language, lead.minBedrooms, lead.maxBedrooms)],
    [label(alertMessages.searchRequestBathrooms), bounds(language, lead.bathrooms, undefined)],
    [label(alertMessages.searchRequestGarages), bounds(language, lead.garages, undefined)],
    [label(alertMessages.searchRequestParkings), bounds(language, lead.parkings, undefined)],
    [
      label(alertMessages.searchRequestDelivery),
      label(
        lead.delivery === 'daily'
          ? alertMessages.searchRequestDeliveryDaily
          : alertMessages.searchRequestDeliveryInstant,
      ),
    ],
    ...visitorLanguage,
  ];
  return lines.filter((line): line is SummaryLine => line[1] !== undefined && line[1] !== '');
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
 * The mails of a new demand register entry: the agency's notification listing what was asked in
 * words ({@link searchRequestLines}) rather than the stored codes, and the visitor's double
 * opt-in ({@link searchAlertConfirmation}), which needs the entry's unsubscribe token.
 */
export async function searchRequestMails(strapi: Core.Strapi, input: LeadMailInput): Promise<QueuedMail[]> {
  const language = input.agentLanguage;
  const names: ClassificationNames = {
    propertyTypes: await namesOf(strapi, 'api::property-type.property-type', ids(input.lead.propertyTypes), language),
    regions: await namesOf(strapi, 'api::region.region', ids(input.lead.regions), language),
  };
  const notification = agentNotification({ ...input, fields: searchRequestLines(input.lead, language, names) });
  if (!input.unsubscribeToken) return [notification];
  const registrant = {
    documentId: input.documentId,
    email: text(input.lead.email),
    firstName: text(input.lead.firstName) || null,
    language: visitorLanguage(input),
    unsubscribeToken: input.unsubscribeToken,
  };
  return [notification, searchAlertConfirmation(registrant, input.agency, strapi)];
}
