import type { Core } from '@strapi/strapi';
import {
  crmLeadForms,
  crmLeadPayload,
  leadFormOfContentType,
  type CrmLeadForm,
  type CrmListing,
} from '@vitrine/domain';
import type { ListingInfo } from '../mail/listings';
import type { QueuedDelivery } from '../outbox/queue';
import { crmDeliverySettings } from './settings';

/** A new lead, as the CRM delivery reads it. */
export interface LeadForCrm {
  strapi: Core.Strapi;
  uid: string;
  documentId: string;
  createdAt: string;
  /** The validated values and the server-filled origin. */
  lead: Record<string, unknown>;
  property: ListingInfo | null;
  project: ListingInfo | null;
}

const listingUids = { property: 'api::property.property', project: 'api::project.project' } as const;

/**
 * The listing as the CRM knows it: its CRM id (set on listings synced from the CRM; read as
 * optional), reference and goal from its published row, and its page on the site.
 */
async function crmListing(strapi: Core.Strapi, kind: CrmListing['kind'], info: ListingInfo): Promise<CrmListing> {
  const row = (await strapi.db.query(listingUids[kind]).findOne({
    where: { documentId: info.documentId, locale: info.locale, publishedAt: { $notNull: true } },
  })) as Record<string, unknown> | null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    kind,
    crmId: text(row?.crmId),
    reference: text(row?.reference),
    goal: typeof row?.goal === 'number' ? row.goal : null,
    url: info.url,
  };
}

const isCrmLeadForm = (form: string | undefined): form is CrmLeadForm =>
  (crmLeadForms as readonly string[]).includes(form ?? '');

/**
 * The CRM delivery of a new lead, ready for the outbox: its JSON, built now (each retry sends the
 * same bytes), keyed by the lead (one row per lead and destination). None when no CRM is set or
 * the form's leads do not go to it.
 */
export async function crmDelivery(input: LeadForCrm, { url } = crmDeliverySettings()): Promise<QueuedDelivery | null> {
  const form = leadFormOfContentType(input.uid.split('.').at(-1) ?? '');
  if (!url || !isCrmLeadForm(form)) return null;
  const listing = input.property
    ? await crmListing(input.strapi, 'property', input.property)
    : input.project
      ? await crmListing(input.strapi, 'project', input.project)
      : null;
  const payload = crmLeadPayload({
    form,
    id: input.documentId,
    createdAt: input.createdAt,
    lead: input.lead,
    listing,
  });
  return {
    channel: 'crm',
    kind: `crm-${payload.kind}`.slice(0, 40),
    destination: new URL(url).host,
    summary: `${payload.kind} ${payload.contact.email ?? ''}`.trim().slice(0, 300),
    body: JSON.stringify(payload),
    key: `crm:${input.uid}:${input.documentId}`,
  };
}
