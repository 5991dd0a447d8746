import type { Core } from '@strapi/strapi';
import { outboxUid } from '../outbox/queue';
import { outboxSettings, sendAgain } from '../outbox/worker';
import { crmDeliverySettings } from './settings';

/** Most failed deliveries the admin lists at once (the newest). */
export const failedDeliveriesShown = 50;

/** What `GET /vitrine-admin/crm-deliveries` answers (cms/src/admin/crm-deliveries-widget.tsx reads it). */
export interface CrmDeliveriesAnswer {
  /** Whether leads are delivered at all (CRM_LEADS_URL set). */
  configured: boolean;
  /** The host leads go to, never the secret. */
  destination: string | null;
  /** After how many attempts a delivery fails for good (the outbox's one setting). */
  maxAttempts: number;
  waiting: number;
  failedTotal: number;
  failed: {
    id: number;
    kind: string;
    leadType: string | null;
    leadDocumentId: string | null;
    summary: string;
    attempts: number;
    error: string | null;
    updatedAt: string;
  }[];
}

type Row = {
  id: number;
  kind: string;
  leadType: string | null;
  leadDocumentId: string | null;
  subject: string;
  attempts: number;
  lastError: string | null;
  updatedAt: string | Date;
};

/** The CRM deliveries that failed for good (newest first, bounded) and the counts around them. */
export async function crmDeliveries(strapi: Core.Strapi): Promise<CrmDeliveriesAnswer> {
  const { url } = crmDeliverySettings();
  const outbox = strapi.db.query(outboxUid);
  const rows = (await outbox.findMany({
    where: { channel: 'crm', status: 'failed' },
    select: ['id', 'kind', 'leadType', 'leadDocumentId', 'subject', 'attempts', 'lastError', 'updatedAt'],
    orderBy: { id: 'desc' },
    limit: failedDeliveriesShown,
  })) as Row[];
  return {
    configured: url !== null,
    destination: url ? new URL(url).host : null,
    maxAttempts: outboxSettings().maxAttempts,
    waiting: await outbox.count({ where: { channel: 'crm', status: { $in: ['pending', 'sending'] } } }),
    failedTotal: await outbox.count({ where: { channel: 'crm', status: 'failed' } }),
    failed: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      leadType: row.leadType,
      leadDocumentId: row.leadDocumentId,
      summary: row.subject,
      attempts: row.attempts,
      error: row.lastError,
      updatedAt: new Date(row.updatedAt).toISOString(),
    })),
  };
}

type Context = { params: { id?: string }; body: unknown; status: number };

/**
 * The admin routes of the CRM deliveries, with the permissions the content manager asks of the
 * outbox: reading it for the list, editing it to send one again.
 */
export function registerCrmDeliveryRoutes(strapi: Core.Strapi): void {
  const allowed = (action: 'read' | 'update') => [
    'admin::isAuthenticatedAdmin',
    { name: 'admin::hasPermissions', config: { actions: [[`plugin::content-manager.explorer.${action}`, outboxUid]] } },
  ];
  strapi.server.routes({
    type: 'admin',
    prefix: '/vitrine-admin',
    routes: [
      {
        method: 'GET',
        path: '/crm-deliveries',
        handler: async (ctx: Context) => {
          ctx.body = { data: await crmDeliveries(strapi) };
        },
        config: { policies: allowed('read') },
      },
      {
        method: 'POST',
        path: '/crm-deliveries/:id/send-again',
        handler: async (ctx: Context) => {
          const id = Number(ctx.params.id);
          if (!Number.isSafeInteger(id) || id <= 0 || !(await sendAgain(strapi, id, 'crm'))) {
            ctx.status = 404;
            ctx.body = { error: { status: 404, message: 'No failed CRM delivery with this id' } };
            return;
          }
          ctx.body = { data: { id, status: 'pending' } };
        },
        config: { policies: allowed('update') },
      },
    ],
  } as never);
}
