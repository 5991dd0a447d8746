/** Where and how leads go to the agency's CRM; none of it set means no delivery (decision 039). */
export interface CrmDeliverySettings {
  /** The CRM's endpoint for leads (CRM_LEADS_URL), or null: leads stay in Strapi only. */
  url: string | null;
  /** Shared with the CRM (CRM_LEADS_SECRET): sent as a bearer token and signs each body (HMAC-SHA256). */
  secret: string;
  /** How long one attempt waits for the CRM's answer (CRM_LEADS_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * The CRM settings from the environment, read at each use so a pending lead goes where the
 * settings say when it is sent. A URL that is not http(s) counts as none.
 *
 * @example
 * crmDeliverySettings({ CRM_LEADS_URL: 'https://crm.example/leads', CRM_LEADS_SECRET: 's' }).url; // 'https://crm.example/leads'
 */
export function crmDeliverySettings(env: NodeJS.ProcessEnv = process.env): CrmDeliverySettings {
  const raw = env.CRM_LEADS_URL?.trim() ?? '';
  const url = raw && URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol) ? raw : null;
  const timeout = Number(env.CRM_LEADS_TIMEOUT_MS);
  return {
    url,
    secret: env.CRM_LEADS_SECRET ?? '',
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 10_000,
  };
}
