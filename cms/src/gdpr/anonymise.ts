import type { Core, UID } from '@strapi/strapi';
import { followingRows, outboxSource, type PersonalDataSource } from './personal-data';

/** What wiping leads removed: the leads anonymised, and the mails and alert matches deleted with them. */
export interface Wiped {
  leads: number;
  mails: number;
  alertMatches: number;
}

const demandRegisterUid = 'api::demand-register.demand-register';

/**
 * Anonymises leads of one collection: their personal fields become null and `anonymisedAt` is
 * set, by one conditional UPDATE per row (of two instances, or the job and an agent, one wins), and
 * then the outbox mails of each lead (which quote it whole) and a standing search's alert matches
 * are deleted. The row stays: its kind, listing, date and figures still count.
 */
export async function anonymiseLeads(
  strapi: Core.Strapi,
  source: PersonalDataSource,
  rows: readonly { id: number; documentId: string }[],
  now = new Date(),
): Promise<Wiped> {
  const wiped: Wiped = { leads: 0, mails: 0, alertMatches: 0 };
  const data: Record<string, unknown> = Object.fromEntries(source.personalFields.map((field) => [field, null]));
  data.anonymisedAt = now;
  for (const row of rows) {
    const { count } = await strapi.db
      .query(source.uid as UID.Schema)
      .updateMany({ where: { id: row.id, anonymisedAt: null }, data });
    if (count !== 1) continue;
    wiped.leads += 1;
    wiped.mails += (
      await strapi.db
        .query(outboxSource.uid as UID.Schema)
        .deleteMany({ where: { leadType: source.uid, leadDocumentId: row.documentId } })
    ).count;
    if (source.uid === demandRegisterUid) {
      wiped.alertMatches += (
        await strapi.db
          .query(followingRows.alertMatches.uid as UID.Schema)
          .deleteMany({ where: { registrantDocumentId: row.documentId } })
      ).count;
    }
  }
  return wiped;
}
