import type { Core } from '@strapi/strapi';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The public site, where every link of a mail points (the variable previews already use). */
export const siteUrl = () => trimSlash(process.env.CLIENT_URL || 'http://127.0.0.1:3000');

/**
 * Strapi as seen from outside (admin links, uploaded photos, one-click unsubscribe): PUBLIC_URL,
 * else the address this Strapi listens on.
 */
export function cmsUrl(strapi?: Core.Strapi): string {
  if (process.env.PUBLIC_URL) return trimSlash(process.env.PUBLIC_URL);
  const address = strapi?.server?.httpServer?.address();
  const port = address && typeof address === 'object' ? address.port : Number(process.env.PORT) || 1337;
  return `http://127.0.0.1:${port}`;
}
