import type { Core } from '@strapi/strapi';
import { formatPhone } from '@vitrine/domain';

/** The agency as its mails name it: the brand, where it is reached, and the legal mentions of every footer. */
export interface Agency {
  /** The brand, as the Dutch site calls it: never translated, in any language's subject or body. */
  siteName: string;
  email: string;
  legal: AgencyLegal;
}

/** The mentions Belgian law requires of an estate agent (BIV/IPI), as the site footer shows them. */
export interface AgencyLegal {
  legalName?: string;
  address?: string;
  /** Grouped by the spec's rule (domain `formatPhone`). */
  phone?: string;
  vatNumber?: string;
  bivNumber?: string;
  bivStatus?: string;
  supervisoryAuthority?: string;
  deontologyUrl?: string;
}

type AgencyRow = {
  locale: string;
  siteName?: string | null;
  agency?: {
    legalName?: string | null;
    street?: string | null;
    houseNumber?: string | null;
    zip?: string | null;
    city?: string | null;
    phone?: string | null;
    email?: string | null;
    vatNumber?: string | null;
    bivNumber?: string | null;
    bivStatus?: string | null;
    supervisoryAuthority?: string | null;
    deontologyUrl?: string | null;
  } | null;
};

const present = (value: string | null | undefined) => value?.trim() || undefined;

/** The brand is the agency's Dutch name, whatever the site's default language (issue 20). */
const brandLanguage = 'nl';

/**
 * The agency from the site settings: its brand from the Dutch row (never translated in any
 * language's mail), its legal mentions from the row of `language`; the address falls back to
 * MAIL_AGENCY.
 */
export async function findAgency(strapi: Core.Strapi, language: string): Promise<Agency> {
  const rows = (await strapi.db.query('api::site-setting.site-setting').findMany({
    populate: { agency: true },
  })) as AgencyRow[];
  const brandRow = rows.find((row) => row.locale === brandLanguage) ?? rows[0];
  const row = rows.find((candidate) => candidate.locale === language) ?? brandRow;
  return agencyOf(row, brandRow);
}

/** The agency of a settings row, its brand from `brandRow` (exported for the mail previews' sample agency). */
export function agencyOf(row: AgencyRow | undefined, brandRow: AgencyRow | undefined = row): Agency {
  const agency = row?.agency ?? brandRow?.agency;
  const street = [present(agency?.street), present(agency?.houseNumber)].filter(Boolean).join(' ');
  const town = [present(agency?.zip), present(agency?.city)].filter(Boolean).join(' ');
  const phone = present(agency?.phone);
  return {
    siteName: present(brandRow?.siteName) || present(brandRow?.agency?.legalName) || 'Vitrine',
    email: present(agency?.email) || process.env.MAIL_AGENCY || 'info@vitrine.localhost',
    legal: {
      legalName: present(agency?.legalName),
      address: [street, town].filter(Boolean).join(', ') || undefined,
      phone: phone ? formatPhone(phone) : undefined,
      vatNumber: present(agency?.vatNumber),
      bivNumber: present(agency?.bivNumber),
      bivStatus: present(agency?.bivStatus),
      supervisoryAuthority: present(agency?.supervisoryAuthority),
      deontologyUrl: present(agency?.deontologyUrl),
    },
  };
}
