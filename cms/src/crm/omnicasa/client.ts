import type { OmnicasaListAnswer, OmnicasaProject, OmnicasaProperty, OmnicasaResult } from './feed';

/** Where the agency's Omnicasa answers, and its credentials (see .env.example). */
export interface OmnicasaSettings {
  baseUrl: string;
  customerName: string;
  customerPassword: string;
  pageSize: number;
}

/** The settings from the environment, or `null` when the agency has no Omnicasa (Strapi is then the source). */
export function omnicasaSettings(env: NodeJS.ProcessEnv = process.env): OmnicasaSettings | null {
  const baseUrl = env.CRM_OMNICASA_URL?.trim();
  if (!baseUrl) return null;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error('CRM_OMNICASA_URL must be an http(s) address');
  const pageSize = Number(env.CRM_OMNICASA_PAGE_SIZE);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    customerName: env.CRM_OMNICASA_CUSTOMER ?? '',
    customerPassword: env.CRM_OMNICASA_KEY ?? '',
    pageSize: Number.isInteger(pageSize) && pageSize > 0 && pageSize <= 200 ? pageSize : 25,
  };
}

const timeoutMs = 60_000;

/**
 * Omnicasa's web API: each method is a GET with its request as JSON in the `json` parameter
 * (credentials included, as Omnicasa asks), answered `{ "<Method>JsonResult": { "Code", "Message",
 * "Success", "Value": … } }` (a refusal: `Success: false`, thrown with its message).
 * Lists come sorted by `LastChangedDate`, then `ID`.
 */
export class OmnicasaClient {
  constructor(private readonly settings: OmnicasaSettings) {}

  private async call<T>(method: string, request: Record<string, unknown>): Promise<T> {
    const json = JSON.stringify({
      CustomerName: this.settings.customerName,
      CustomerPassword: this.settings.customerPassword,
      ...request,
    });
    const url = `${this.settings.baseUrl}/${method}?json=${encodeURIComponent(json)}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`Omnicasa ${method} answered ${response.status}`);
    const body = (await response.json()) as Record<string, OmnicasaResult<T> | undefined>;
    const result = body[`${method}JsonResult`];
    // Omnicasa says a refusal (bad credentials, a bad request) in the envelope, with HTTP 200.
    if (result?.Success === false)
      throw new Error(`Omnicasa ${method} refused: ${result.Message || `code ${result.Code ?? '?'}`}`);
    const value = result?.Value;
    if (value === undefined || value === null)
      throw new Error(`Omnicasa ${method} answered without ${method}JsonResult.Value`);
    return value;
  }

  /** One page of what changed since `since` (inclusive), in one language; or the listings `ids`. */
  properties(request: { LanguageId: number; ModifiedSince?: string; Page?: number; IDs?: number[] }) {
    return this.call<OmnicasaListAnswer<OmnicasaProperty>>('GetPropertyList', {
      SortField: 'LastChangedDate',
      PageSize: this.settings.pageSize,
      ...request,
    });
  }

  projects(request: { LanguageId: number; ModifiedSince?: string; Page?: number; IDs?: number[] }) {
    return this.call<OmnicasaListAnswer<OmnicasaProject>>('GetProjectList', {
      SortField: 'LastChangedDate',
      PageSize: this.settings.pageSize,
      ...request,
    });
  }

  deletedPropertyIds(since: string | null) {
    return this.call<number[]>('GetDeletedPropertyIDs', { DeletedSince: since });
  }

  deletedProjectIds(since: string | null) {
    return this.call<number[]>('GetDeletedProjectIDs', { DeletedSince: since });
  }

  get pageSize() {
    return this.settings.pageSize;
  }
}
