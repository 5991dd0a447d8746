import { createHmac } from 'node:crypto';
import type { OutboxRow } from '../outbox/worker';
import { crmDeliverySettings } from './settings';

/** The headers a CRM checks a delivery by (decision 039). */
export const crmHeaders = {
  idempotencyKey: 'idempotency-key',
  signature: 'x-vitrine-signature',
  timestamp: 'x-vitrine-timestamp',
} as const;

/** The HMAC-SHA256 of `timestamp.body` with the shared secret, hex: what the CRM recomputes. */
export const crmSignature = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** Why a request failed, in a few words: Node's fetch says "fetch failed" and puts the why in `cause`. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? (error.name === 'TimeoutError' ? 'no answer in time' : error.message);
}

/**
 * Posts one outbox row's stored JSON to the CRM. Only a 2xx is delivered; anything else (refused
 * connection, timeout, 4xx, 5xx) throws and the outbox retries with back-off. Every attempt sends
 * the same body and the same idempotency key (the lead's documentId), so a CRM that answered
 * too late for us files the lead once.
 */
export async function sendToCrm(row: OutboxRow): Promise<void> {
  const settings = crmDeliverySettings();
  if (!settings.url) throw new Error('CRM_LEADS_URL is not set');
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [crmHeaders.idempotencyKey]: row.leadDocumentId ?? row.messageId,
    [crmHeaders.timestamp]: timestamp,
  };
  if (settings.secret) {
    headers.authorization = `Bearer ${settings.secret}`;
    headers[crmHeaders.signature] = `sha256=${crmSignature(settings.secret, timestamp, row.text)}`;
  }
  const response = await fetch(settings.url, {
    method: 'POST',
    headers,
    body: row.text,
    redirect: 'error',
    signal: AbortSignal.timeout(settings.timeoutMs),
  }).catch((error: unknown) => {
    throw new Error(`The CRM could not be reached: ${reason(error)}`);
  });
  // Read (and drop) the body either way, so the connection is free for the next one.
  const answer = (await response.text().catch(() => '')).slice(0, 200);
  if (!response.ok) throw new Error(`The CRM answered ${response.status}${answer ? `: ${answer}` : ''}`);
}
