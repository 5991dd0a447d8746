/** Where a view of a listing came from (the OwnerStat sources the site records). */
export type ViewSource =
  | 'website'
  | 'direct'
  | 'search'
  | 'social'
  | 'immoweb'
  | 'zimmo'
  | 'immovlan'
  | 'facebook'
  | 'newsletter'
  | 'alert'
  | 'other';

const portals: readonly [RegExp, ViewSource][] = [
  [/(^|\.)immoweb\.(be|com|lu)$/, 'immoweb'],
  [/(^|\.)zimmo\.be$/, 'zimmo'],
  [/(^|\.)immovlan\.be$/, 'immovlan'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/, 'facebook'],
];
const searchEngines =
  /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|search\.yahoo\.com|yahoo\.com|ecosia\.org|qwant\.com|yandex\.[a-z.]+|baidu\.com|search\.brave\.com|startpage\.com)$/;
const socialNetworks =
  /(^|\.)(instagram\.com|linkedin\.com|lnkd\.in|t\.co|twitter\.com|x\.com|pinterest\.[a-z.]+|tiktok\.com|reddit\.com|whatsapp\.com|youtube\.com|threads\.net|bsky\.app)$/;

/** `utm_source` values of the site's own mails and of campaigns. */
function fromCampaign(utmSource: string): ViewSource {
  const value = utmSource.trim().toLowerCase();
  if (/^(alert|alerts|search-alert|zoekopdracht|demand-register|saved-search)$/.test(value)) return 'alert';
  if (/^(newsletter|nieuwsbrief|mail|email|e-mail)$/.test(value)) return 'newsletter';
  for (const name of ['immoweb', 'zimmo', 'immovlan', 'facebook'] as const) if (value.includes(name)) return name;
  if (/^(fb|meta)$/.test(value)) return 'facebook';
  if (/^(google|bing|duckduckgo|yahoo|ecosia|qwant)$/.test(value)) return 'search';
  if (/^(instagram|linkedin|twitter|x|pinterest|tiktok|whatsapp|social)$/.test(value)) return 'social';
  return 'other';
}

/**
 * The source of a view: `utm_source` when the link carries one (the site's newsletter and alert
 * mails, campaigns), else the referrer's site (this site, a search engine, a social network, a
 * portal), else direct.
 *
 * @example
 * viewSource({ referrer: 'https://www.google.be/', utmSource: null, siteHost: 'vitrine.be' }); // 'search'
 * viewSource({ referrer: null, utmSource: 'alert', siteHost: 'vitrine.be' }); // 'alert'
 */
export function viewSource({
  referrer,
  utmSource,
  siteHost,
}: {
  referrer: string | null;
  utmSource: string | null;
  siteHost: string;
}): ViewSource {
  if (utmSource?.trim()) return fromCampaign(utmSource);
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'direct';
  }
  if (!host) return 'direct';
  if (host === siteHost.toLowerCase()) return 'website';
  for (const [pattern, source] of portals) if (pattern.test(host)) return source;
  if (searchEngines.test(host)) return 'search';
  if (socialNetworks.test(host)) return 'social';
  return 'other';
}
