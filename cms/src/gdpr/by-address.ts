import type { Core, UID } from '@strapi/strapi';
import { endOwnerSessions } from '../owner/sessions';
import { anonymiseLeads } from './anonymise';
import { logPersonalDataAction } from './audit';
import { followingRows, leadSources, outboxSource, ownerSource, type PersonalDataSource } from './personal-data';

type Row = Record<string, unknown> & { id: number; documentId: string };

/** The most rows of one collection an export or erase takes: more for one address is a mistake to look at. */
export const maxRowsPerCollection = 500;

/** Why an address is refused: empty, a pattern, or not one address. */
export class RefusedAddress extends Error {}

/**
 * The one address an export or erase acts on, in lower case: a plain address, never a pattern
 * (`*`, `%`, `?`) or an empty string, which would reach other people's rows.
 *
 * @example
 * exactAddress('  Ann.Peeters@Example.be '); // 'ann.peeters@example.be'
 */
export function exactAddress(input: unknown): string {
  const address = typeof input === 'string' ? input.trim().toLowerCase() : '';
  if (address.length < 3 || address.length > 254 || !/^[^\s@%*?]+@[^\s@%*?]+\.[^\s@%*?.]+$/.test(address)) {
    throw new RefusedAddress('Give one complete e-mail address (no wildcards)');
  }
  return address;
}

async function rowsOf(strapi: Core.Strapi, uid: string, where: Record<string, unknown>): Promise<Row[]> {
  const rows = (await strapi.db
    .query(uid as UID.Schema)
    .findMany({ where, limit: maxRowsPerCollection + 1, orderBy: { id: 'asc' } })) as Row[];
  if (rows.length > maxRowsPerCollection) {
    throw new RefusedAddress(`More than ${maxRowsPerCollection} rows in ${uid}: refused, look at them in the admin`);
  }
  return rows;
}

const byAddress = (source: PersonalDataSource, address: string) => ({
  $or: source.addressFields.map((field) => ({ [field]: { $eqi: address } })),
});

/** Everything stored about one address, by collection uid (found with the one table of personal-data.ts). */
export interface FoundRows {
  leads: Map<PersonalDataSource, Row[]>;
  mails: Row[];
  alertMatches: Row[];
  owners: Row[];
}

/** Finds every row that holds the address, or follows a lead that does (its mails, its alert matches). */
export async function findByAddress(strapi: Core.Strapi, address: string): Promise<FoundRows> {
  const leads = new Map<PersonalDataSource, Row[]>();
  for (const source of leadSources) leads.set(source, await rowsOf(strapi, source.uid, byAddress(source, address)));
  const linked = [...leads].flatMap(([source, rows]) =>
    rows.length ? [{ leadType: source.uid, leadDocumentId: { $in: rows.map((row) => row.documentId) } }] : [],
  );
  // A mail to the address, answered to it, quoting it (an agency mail's summary), or of its leads.
  const mails = await rowsOf(strapi, outboxSource.uid, {
    $or: [
      ...byAddress(outboxSource, address).$or,
      ...['subject', 'text', 'html'].map((field) => ({ [field]: { $containsi: address } })),
      ...linked,
    ],
  });
  const registrations = leads.get(leadSources.find((source) => source.lead === 'demand-register')!) ?? [];
  const alertMatches = registrations.length
    ? await rowsOf(strapi, followingRows.alertMatches.uid, {
        registrantDocumentId: { $in: registrations.map((row) => row.documentId) },
      })
    : [];
  const owners = await rowsOf(strapi, ownerSource.uid, byAddress(ownerSource, address));
  return { leads, mails, alertMatches, owners };
}

/** An owner's account without its password hash and one-time codes. */
const withoutSecrets = (owner: Row) =>
  Object.fromEntries(
    Object.entries(owner).filter(([key]) => !['password', 'resetPasswordToken', 'confirmationToken'].includes(key)),
  );

/** The export: every row found, by collection uid, as the agent downloads it (JSON). */
export async function exportAddress(strapi: Core.Strapi, address: string, actor: string) {
  const found = await findByAddress(strapi, address);
  const collections: Record<string, Record<string, unknown>[]> = {};
  for (const [source, rows] of found.leads) if (rows.length) collections[source.uid] = rows;
  if (found.mails.length) collections[outboxSource.uid] = found.mails;
  if (found.alertMatches.length) collections[followingRows.alertMatches.uid] = found.alertMatches;
  if (found.owners.length) collections[ownerSource.uid] = found.owners.map(withoutSecrets);
  await logPersonalDataAction(strapi, { action: 'export', actor, rows: counts(collections), address });
  return { address, exportedAt: new Date().toISOString(), collections };
}

const counts = (collections: Record<string, readonly unknown[]>) =>
  Object.fromEntries(Object.entries(collections).map(([uid, rows]) => [uid, rows.length]));

/**
 * Erases one address: its leads anonymised (with their mails and alert matches deleted), every
 * other mail to or naming it deleted, an owner's account deleted with its sessions; then one log
 * entry with the counts. Returns the counts by collection uid.
 */
export async function eraseAddress(strapi: Core.Strapi, address: string, actor: string) {
  const found = await findByAddress(strapi, address);
  const rows: Record<string, number> = {};
  let mails = 0;
  let alertMatches = 0;
  await strapi.db.transaction(async () => {
    for (const [source, leads] of found.leads) {
      if (!leads.length) continue;
      const wiped = await anonymiseLeads(strapi, source, leads);
      rows[source.uid] = wiped.leads;
      mails += wiped.mails;
      alertMatches += wiped.alertMatches;
    }
    if (found.mails.length) {
      mails += (
        await strapi.db
          .query(outboxSource.uid as UID.Schema)
          .deleteMany({ where: { id: { $in: found.mails.map((mail) => mail.id) } } })
      ).count;
    }
    for (const owner of found.owners) {
      await endOwnerSessions(strapi, owner.id);
      await strapi.db.query(ownerSource.uid as UID.Schema).delete({ where: { id: owner.id } });
    }
  });
  if (mails) rows[outboxSource.uid] = mails;
  if (alertMatches) rows[followingRows.alertMatches.uid] = alertMatches;
  if (found.owners.length) rows[ownerSource.uid] = found.owners.length;
  await logPersonalDataAction(strapi, { action: 'erase', actor, rows, address });
  return rows;
}
