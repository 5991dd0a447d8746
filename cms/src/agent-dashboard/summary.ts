import type { Core } from '@strapi/strapi';
import { mentionLabels, missingMentions } from '@vitrine/domain';
import { leadCollections } from '../bootstrap/permissions';
import { compliancePopulate } from '../document-middlewares/compliance-check';
import { mailRows, outboxUid } from '../outbox/queue';

/** How many days ahead the start page lists appointments. */
export const appointmentDays = 7;

/** What needs an agent today, as the admin's start page shows it (cms/src/admin/widgets.tsx). */
export interface AgentDashboard {
  leadsToday: { uid: string; name: string; count: number }[];
  mails: { failed: number; waiting: number };
  appointments: { startsAt: string; name: string; persons: number | null; listing: string | null }[];
  listingsMissingMentions: { total: number; listings: { documentId: string; reference: string; missing: string[] }[] };
}

const startOfToday = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate());

type Row = Record<string, unknown>;

/** A date as the database returns it (a Date, a number or text), written as ISO text. */
const isoDate = (value: unknown): string =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'string' || typeof value === 'number'
      ? new Date(value).toISOString()
      : '';

/** Counts and lists for the start page, read straight from the database (one query per part). */
export async function agentDashboard(strapi: Core.Strapi, now = new Date()): Promise<AgentDashboard> {
  const today = startOfToday(now);
  const leadsToday = await Promise.all(
    leadCollections.map(async (uid) => ({
      uid,
      name: strapi.contentType(uid).info.displayName,
      count: await strapi.db.query(uid).count({ where: { createdAt: { $gte: today } } }),
    })),
  );

  // Mails only: the CRM's deliveries have their own widget (crm-delivery/admin-routes.ts).
  const outbox = strapi.db.query(outboxUid);
  const mails = {
    failed: await outbox.count({ where: { status: 'failed', ...mailRows } }),
    waiting: await outbox.count({ where: { status: { $in: ['pending', 'sending'] }, ...mailRows } }),
  };

  const until = new Date(today.getTime() + (appointmentDays + 1) * 86_400_000);
  const booked = (await strapi.db.query('api::appointment.appointment').findMany({
    where: {
      appointmentStatus: { $ne: 'cancelled' },
      visitSlot: { startsAt: { $gte: now, $lt: until } },
    },
    populate: { visitSlot: { select: ['startsAt'] }, property: { select: ['reference'] } },
    limit: 50,
  })) as Row[];
  const appointments = booked
    .map((row) => ({
      startsAt: isoDate((row.visitSlot as Row | null)?.startsAt),
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
      persons: typeof row.persons === 'number' ? row.persons : null,
      listing: ((row.property as Row | null)?.reference as string | undefined) ?? null,
    }))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));

  // Shared fields are the same in every language: one published row per listing is enough.
  const published = (await strapi.db.query('api::property.property').findMany({
    where: { publishedAt: { $notNull: true } },
    populate: [...compliancePopulate],
    orderBy: { updatedAt: 'desc' },
  })) as Row[];
  const seen = new Set<string>();
  const lacking: AgentDashboard['listingsMissingMentions']['listings'] = [];
  for (const row of published) {
    const documentId = row.documentId as string;
    if (seen.has(documentId)) continue;
    seen.add(documentId);
    const missing = missingMentions(row);
    if (missing.length > 0) {
      lacking.push({ documentId, reference: row.reference as string, missing: missing.map((m) => mentionLabels[m]) });
    }
  }
  return {
    leadsToday,
    mails,
    appointments,
    listingsMissingMentions: { total: lacking.length, listings: lacking.slice(0, 10) },
  };
}

/** The admin route behind the start page: `GET /vitrine-admin/dashboard`, for logged-in agents only. */
export function registerAgentDashboardRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/vitrine-admin',
    routes: [
      {
        method: 'GET',
        path: '/dashboard',
        handler: async (ctx: { body: unknown }) => {
          ctx.body = { data: await agentDashboard(strapi) };
        },
        config: { policies: ['admin::isAuthenticatedAdmin'] },
      },
    ],
  } as never);
}
