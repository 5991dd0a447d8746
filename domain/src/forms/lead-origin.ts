/**
 * Where a lead came from: the page its form was on and the campaign parameters (UTM) of the
 * visitor's arrival. The site's server reads them from the page's URL; Strapi keeps only what is
 * well formed and bounded, and stores them beside the lead for the agency's CRM (decision 039).
 */

/** The campaign parameters of a URL, as marketing tools write them, and the attribute each fills. */
export const campaignParameters = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

/** A lead's attributes the server fills from the page's URL; no visitor types them. */
export const leadOriginAttributes = ['sourcePage', ...Object.values(campaignParameters)] as const;

/** One of them. */
export type LeadOriginAttribute = (typeof leadOriginAttributes)[number];

/** Where a lead came from, each value present only when well formed. */
export type LeadOrigin = Partial<Record<LeadOriginAttribute, string>>;

/** Longest campaign value kept, in characters (the cms attributes hold this much). */
export const maxCampaignValueLength = 100;

/** Longest source page path kept, in characters. */
export const maxSourcePageLength = 300;

// Letters, digits, punctuation and spaces; no control characters, no markup brackets.
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const campaignValue = /^[^\u0000-\u001f\u007f<>]+$/u;
// A path on this site: one leading slash, then no second one or backslash, no query, no fragment.
const sitePath = /^\/(?![/\\])[^\s?#\\]*$/u;

const kept = (value: unknown, pattern: RegExp, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max && pattern.test(trimmed) ? trimmed : undefined;
};

/**
 * The origin a lead carries, from what was sent for it: only the known attributes, only well
 * formed values (a path of this site, campaign values without control characters or markup),
 * each within its bound; anything else is left out, never refused (a visitor's URL is not their fault).
 *
 * @example
 * checkedLeadOrigin({ sourcePage: '/nl/contact/', utmSource: 'newsletter', utmMedium: '<b>' });
 * // { sourcePage: '/nl/contact/', utmSource: 'newsletter' }
 */
export function checkedLeadOrigin(sent: Readonly<Record<string, unknown>>): LeadOrigin {
  const origin: LeadOrigin = {};
  const page = kept(sent.sourcePage, sitePath, maxSourcePageLength);
  if (page) origin.sourcePage = page;
  for (const attribute of Object.values(campaignParameters)) {
    const value = kept(sent[attribute], campaignValue, maxCampaignValueLength);
    if (value) origin[attribute] = value;
  }
  return origin;
}

/**
 * The origin of a lead posted from `pageUrl` (the form's action keeps the page's query): its path
 * and the first value of each campaign parameter, checked as {@link checkedLeadOrigin} checks them.
 *
 * @example
 * leadOriginOf(new URL('https://site.test/nl/contact/?utm_source=google&utm_medium=cpc&x=1'));
 * // { sourcePage: '/nl/contact/', utmSource: 'google', utmMedium: 'cpc' }
 */
export function leadOriginOf(pageUrl: URL): LeadOrigin {
  const sent: Record<string, unknown> = { sourcePage: pageUrl.pathname };
  for (const [parameter, attribute] of Object.entries(campaignParameters)) {
    sent[attribute] = pageUrl.searchParams.get(parameter) ?? undefined;
  }
  return checkedLeadOrigin(sent);
}
