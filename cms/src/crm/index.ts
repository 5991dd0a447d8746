import type { Core } from '@strapi/strapi';
import { scheduleAnnouncements, stopAnnouncements } from './announcements';
import { registerCrmSiteGraphql } from './gone';
import { closeHookLimits, crmAnnouncementUid } from './hooks';
import { omnicasaSettings } from './omnicasa/client';
import {
  crmSyncRunning,
  crmSyncUid,
  runCrmSync,
  scheduleCrmSync as schedulePull,
  stopCrmSync as stopPull,
} from './sync';
import { graphqlExtension } from '../strapi-patches/graphql-extension';

/** Schedules the pull and the worker of the hook's announcements in Strapi's cron. */
export function scheduleCrmSync(strapi: Core.Strapi): void {
  schedulePull(strapi);
  scheduleAnnouncements(strapi);
}

/** Stops the pull and the worker, and closes the hook's rate-limit store (Strapi's destroy). */
export async function stopCrmSync(): Promise<void> {
  await Promise.all([stopPull(), stopAnnouncements(), closeHookLimits()]);
}

type AdminContext = { status: number; body: unknown };

/** Whether a CRM to sync from is set up (`CRM_OMNICASA_URL`); a malformed one counts as none. */
function crmConfigured(): boolean {
  try {
    return omnicasaSettings() !== null;
  } catch {
    return false;
  }
}

/**
 * The admin's routes of the CRM sync (logged-in agents only): `POST /vitrine-admin/crm/sync` starts
 * a run now (answered at once; 409 when one runs already), `GET /vitrine-admin/crm/sync` says where
 * it stands and what the last run changed and refused. The sync's row stays out of the GraphQL API;
 * the site's `goneListing` and `crmListingPath` queries (gone.ts) say what a listing the CRM deleted
 * was last and where a listing is by its CRM id.
 */
export function registerCrm(strapi: Core.Strapi): void {
  const graphql = graphqlExtension(strapi);
  graphql.shadowCRUD(crmSyncUid).disable();
  graphql.shadowCRUD(crmAnnouncementUid).disable();
  registerCrmSiteGraphql(strapi);
  strapi.server.routes({
    type: 'admin',
    prefix: '/vitrine-admin',
    routes: [
      {
        method: 'POST',
        path: '/crm/sync',
        handler: async (ctx: AdminContext) => {
          if (crmSyncRunning()) {
            ctx.status = 409;
            ctx.body = { error: 'A sync is running' };
            return;
          }
          void runCrmSync(strapi).catch((error: unknown) => strapi.log.warn(`[crm sync] ${String(error)}`));
          ctx.status = 202;
          ctx.body = { data: { started: true } };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
      {
        method: 'GET',
        path: '/crm/sync',
        handler: async (ctx: AdminContext) => {
          const rows = (await strapi.db.query(crmSyncUid).findMany({
            select: [
              'source',
              'cursor',
              'leaseUntil',
              'lastRunStartedAt',
              'lastRunEndedAt',
              'lastRunError',
              'lastReport',
            ],
          })) as Record<string, unknown>[];
          const announcements = strapi.db.query(crmAnnouncementUid);
          const queue = Object.fromEntries(
            await Promise.all(
              ['pending', 'applying', 'applied'].map(async (state) => [
                state,
                await announcements.count({ where: { state } }),
              ]),
            ),
          );
          ctx.body = {
            data: { configured: crmConfigured(), running: crmSyncRunning(), sources: rows, announcements: queue },
          };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as never);
}
