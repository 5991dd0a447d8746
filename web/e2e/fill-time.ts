import { siteUrl } from './site';

/**
 * The fill-time cookie a browser gets with a page with a form (decision 036): the page's
 * `/_forms/started.css`, fetched as every browser fetches it; its cookie as a Cookie header pair.
 */
export async function fillTimeCookie(headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(siteUrl('/_forms/started.css'), { headers });
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}
