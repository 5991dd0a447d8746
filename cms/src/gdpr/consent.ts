import { consentRecord, leadPrivacy, type ConsentRecord, type LeadCollection } from '@vitrine/domain';

/** The lead collection of a content type uid (`api::visit-request.visit-request` → `visit-request`), if it is one. */
export function leadCollectionOf(uid: string): LeadCollection | undefined {
  const name = /^api::([a-z-]+)\.\1$/.exec(uid)?.[1];
  return name && name in leadPrivacy ? (name as LeadCollection) : undefined;
}

/**
 * What a visitor's lead records of their consent: the current privacy text's version and the
 * purposes its form serves or its opt-in added; filled by the server, never taken from the visitor
 * (the attributes are private, so the submission rules drop a posted value first).
 */
export function consentOfLead(
  uid: string,
  values: Readonly<Record<string, unknown>>,
): ConsentRecord | Record<string, never> {
  const collection = leadCollectionOf(uid);
  return collection ? consentRecord(collection, values) : {};
}
