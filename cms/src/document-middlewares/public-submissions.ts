import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkedLeadOrigin, isLanguage, validateForm, type FormName, type Language } from '@vitrine/domain';
import { clientIp, proxySecretHeader, type RequestLike } from '../abuse/client-ip';
import { checkClassificationIds, checkListSizes, refuse, withoutRepeats } from '../abuse/lead-checks';
import { consumeLeadLimits, type LimitScope } from '../abuse/rate-limits';
import { submissionKeyHeader, submissionKeyOf, submissionKeys } from '../abuse/submission-keys';
import { appointmentUid, checkBooking, takePlace } from '../appointments/booking';
import { leadCollections } from '../bootstrap/permissions';
import { consentOfLead } from '../gdpr/consent';
import { composeLeadDeliveries } from '../leads/lead-deliveries';
import { composeLeadMails } from '../leads/mail-composers';
import { findAgency } from '../mail/agency';
import { findPublishedListing, findPublishedProject, type ListingInfo } from '../mail/listings';
import { enqueueDeliveries, enqueueMails } from '../outbox/queue';

/** The shared form (browser and server validate with the same schema) behind each collection. */
export const formOf: Record<string, FormName> = {
  'api::visit-request.visit-request': 'visitRequest',
  'api::info-request.info-request': 'infoRequest',
  'api::document-request.document-request': 'documentRequest',
  'api::valuation-request.valuation-request': 'valuationRequest',
  'api::contact-message.contact-message': 'contactMessage',
  'api::send-to-friend.send-to-friend': 'sendToFriend',
  'api::appointment.appointment': 'appointment',
  'api::purchase-offer.purchase-offer': 'purchaseOffer',
  'api::newsletter-signup.newsletter-signup': 'newsletterSignup',
  'api::demand-register.demand-register': 'demandRegister',
  'api::testimonial.testimonial': 'testimonial',
};

/** Fields the back office manages; a visitor's submission never sets them. */
const serverManaged = new Set([
  'leadStatus',
  'mailStatus',
  'mailAttempts',
  'mailError',
  'internalNote',
  'documentStatus',
  'appointmentStatus',
  'unsubscribeToken',
  'unsubscribedAt',
  'confirmedAt',
  'lastMatchedAt',
]);

const withUnsubscribeToken = new Set<string>([
  'api::demand-register.demand-register',
  'api::newsletter-signup.newsletter-signup',
]);

type RequestState = { auth?: { strategy?: { name?: string } }; route?: { info?: { type?: string } } };

/** Authentication strategies of agents: the admin panel and the API tokens agents create. */
const agentStrategies = new Set(['admin', 'admin-token', 'api-token', 'content-api-token']);

/**
 * Whether the request comes from a visitor (or an owner): a request authenticated by anything but
 * an agent's strategy. Seeds and scripts run outside any request and are not visitors.
 */
export function isVisitorRequest(strapi: Core.Strapi): boolean {
  const ctx = strapi.requestContext.get() as { state?: RequestState } | undefined;
  if (!ctx?.state) return false;
  return !agentStrategies.has(ctx.state.auth?.strategy?.name ?? '');
}

type RequestContext = { state?: RequestState; req?: RequestLike };

/** The submission key the site sent with this request (abuse/submission-keys.ts), if any. */
function requestSubmissionKey(strapi: Core.Strapi): string | null {
  const ctx = strapi.requestContext.get() as RequestContext | undefined;
  return submissionKeyOf(ctx?.req?.headers[submissionKeyHeader]);
}

/** The visitor's address, as the rate limits count it (see abuse/client-ip.ts). */
function visitorIp(strapi: Core.Strapi): string {
  const ctx = strapi.requestContext.get() as RequestContext | undefined;
  return ctx?.req ? clientIp(ctx.req) : 'unknown';
}

/** What a create without the site's secret is answered (403): the site's own forms never see it. */
export const onlyThroughTheSite = 'Forms are sent through the website only';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether the request carries the secret the site's server shares with Strapi (PROXY_SECRET in
 * the `x-vitrine-proxy-secret` header). Compared as digests, in constant time, so neither the
 * secret's characters nor its length show in the answer's timing. Never true without a secret
 * configured: Strapi then takes no visitor's create at all (decision 023).
 */
export function sentBySite(
  headers: RequestLike['headers'] | undefined,
  secret: string = process.env.PROXY_SECRET ?? '',
): boolean {
  const header = headers?.[proxySecretHeader];
  const given = Array.isArray(header) ? header[0] : header;
  if (!secret || typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * The listing a lead names: a documentId of a published property, nothing else (a numeric id or a
 * draft would link the lead to a row visitors never saw).
 */
async function resolveListing(strapi: Core.Strapi, data: Record<string, unknown>, language: string) {
  const named = data.property;
  if (named === undefined || named === null || named === '') return null;
  const listing =
    typeof named === 'string' && !/^\d+$/.test(named) ? await findPublishedListing(strapi, named, language) : null;
  if (!listing) refuse('property', 'validation.propertyRequired', 'PROPERTY_NOT_PUBLISHED');
  return listing;
}

/**
 * The new-build project a lead names (a project page's form): as a listing, a documentId of a
 * published project only.
 */
async function resolveProject(strapi: Core.Strapi, data: Record<string, unknown>, language: string) {
  const named = data.project;
  if (named === undefined || named === null || named === '') return null;
  const project =
    typeof named === 'string' && !/^\d+$/.test(named) ? await findPublishedProject(strapi, named, language) : null;
  if (!project) refuse('project', 'validation.propertyRequired', 'PROJECT_NOT_PUBLISHED');
  return project;
}

/** The counters one submission takes a point from. */
function limitKeys(uid: string, ip: string, data: Record<string, unknown>): [LimitScope, string][] {
  const keys: [LimitScope, string][] = [
    ['ipBurst', ip],
    ['ipHourly', ip],
  ];
  if (typeof data.email === 'string') keys.push(['address', `${uid}:${data.email}`]);
  if (typeof data.friendEmail === 'string') keys.push(['friend', data.friendEmail]);
  return keys;
}

/**
 * What a visitor creates starts in the back office's initial state: a lead is new and its mail
 * pending whatever the request says, a testimonial is a draft until an agent publishes it, and an
 * unsubscribe token is made here, never chosen by the client. A lead is checked (shared schema,
 * list sizes, published listing, classification ids), counted against the rate limits, then
 * stored together with its mails in the outbox, in one transaction: a lead is never stored
 * without its mails, and no mail is sent before its lead exists.
 */
export function registerPublicSubmissionRules(strapi: Core.Strapi): void {
  if (!process.env.PROXY_SECRET) {
    strapi.log.warn(
      '[public submissions] PROXY_SECRET is not set: every form sent to Strapi is refused (set the same value for the site and Strapi)',
    );
  }
  strapi.documents.use(async (context, next) => {
    const uid = context.uid as string;
    const isLead = (leadCollections as readonly string[]).includes(uid);
    const isTestimonial = uid === 'api::testimonial.testimonial';
    if (context.action !== 'create' || (!isLead && !isTestimonial) || !isVisitorRequest(strapi)) return next();
    // Only the site's server, which ran the honeypot, fill time, captcha and its own limits,
    // creates what visitors send: a call straight to Strapi's API is refused before anything else.
    const request = strapi.requestContext.get() as RequestContext | undefined;
    // A PolicyError is the ForbiddenError whose message Strapi's REST layer passes on (403).
    if (!sentBySite(request?.req?.headers)) throw new errors.PolicyError(onlyThroughTheSite, { code: 'NOT_FROM_SITE' });

    const params = context.params as { data?: Record<string, unknown>; status?: string };
    const submitted = { ...(params.data ?? {}) };
    for (const key of Object.keys(submitted)) if (serverManaged.has(key)) delete submitted[key];
    checkListSizes(submitted);
    // The same schema the browser ran: a submission it would refuse is refused here, with the
    // message keys the site translates, and nothing is stored.
    const validation = validateForm(formOf[uid], submitted);
    if (!validation.ok) {
      throw new errors.ValidationError('The submission is not valid', { errors: validation.errors });
    }
    const data: Record<string, unknown> = { ...validation.value };
    const attributes = strapi.contentType(uid as UID.ContentType).attributes as Record<string, { private?: boolean }>;
    for (const key of Object.keys(data)) {
      if (serverManaged.has(key) || attributes[key]?.private) delete data[key];
    }
    withoutRepeats(data);
    // Which privacy text the visitor accepted, and for what (decision 040).
    Object.assign(data, consentOfLead(uid, validation.value));
    const language: Language = isLanguage(data.language) ? data.language : 'nl';
    const listing: ListingInfo | null = attributes.property ? await resolveListing(strapi, data, language) : null;
    const project: ListingInfo | null = attributes.project ? await resolveProject(strapi, data, language) : null;
    await checkClassificationIds(strapi, data);
    // A booking names an open, future slot of its listing (appointments/booking.ts).
    const booking = uid === appointmentUid ? await checkBooking(strapi, data, listing?.documentId) : null;
    // Only a valid submission is counted: a visitor correcting a typo is never refused.
    await consumeLeadLimits(strapi, limitKeys(uid, visitorIp(strapi), data));

    if (listing)
      data.property = { connect: [{ documentId: listing.documentId, locale: listing.locale, status: 'published' }] };
    if (project)
      data.project = { connect: [{ documentId: project.documentId, locale: project.locale, status: 'published' }] };
    if (booking) {
      data.visitSlot = { connect: [{ documentId: booking.documentId }] };
      data.appointmentStatus = 'confirmed';
    }
    if (withUnsubscribeToken.has(uid)) data.unsubscribeToken = randomBytes(24).toString('base64url');
    // The page and campaign the site read from the form's URL, kept only when well formed (decision 039).
    const origin = attributes.sourcePage ? checkedLeadOrigin(submitted) : {};
    Object.assign(data, origin);
    params.data = data;
    // A testimonial waits as a draft, and the agency hears of it (outbox, like a lead's mails).
    if (isTestimonial) params.status = 'draft';

    const agentLanguage: Language = isLanguage(process.env.DEFAULT_LOCALE) ? process.env.DEFAULT_LOCALE : 'nl';
    const agency = await findAgency(strapi, agentLanguage);
    const storeWithMails = () =>
      strapi.db.transaction(async () => {
        // The slot's place is taken in the same transaction: a full slot stores nothing.
        const slot = booking ? await takePlace(strapi, booking) : null;
        const created = await next();
        if (!created || typeof created !== 'object' || !('documentId' in created)) return created;
        const mails = await composeLeadMails({
          strapi,
          uid,
          documentId: created.documentId,
          lead: { ...validation.value },
          // The mails show the listing, or else the project, and go to its agent.
          listing: listing ?? project,
          agency,
          agentLanguage,
          unsubscribeToken: typeof data.unsubscribeToken === 'string' ? data.unsubscribeToken : undefined,
          slot,
        });
        await enqueueMails(strapi, { uid, documentId: created.documentId }, mails);
        // The same lead for the agency's CRM, in the same outbox (leads/lead-deliveries.ts).
        const deliveries = await composeLeadDeliveries({
          strapi,
          uid,
          documentId: created.documentId,
          createdAt: new Date((created as { createdAt?: string | Date }).createdAt ?? Date.now()).toISOString(),
          lead: { ...validation.value, ...origin },
          property: listing,
          project,
        });
        await enqueueDeliveries(strapi, { uid, documentId: created.documentId }, deliveries);
        return created;
      });

    // The same submission sent again (the site's key): the lead stored the first time, not a second.
    const key = requestSubmissionKey(strapi);
    if (!key) return storeWithMails();
    const claim = await submissionKeys()
      .claim(uid, key)
      .catch(() => {
        throw new errors.ApplicationError('The same submission is still being stored', { code: 'SUBMISSION_PENDING' });
      });
    if (claim.kind === 'stored') {
      const first = await strapi.db.query(uid as UID.Schema).findOne({ where: { documentId: claim.documentId } });
      if (first) return first;
    }
    try {
      const created = await storeWithMails();
      if (created && typeof created === 'object' && 'documentId' in created) {
        await submissionKeys().stored(uid, key, String(created.documentId));
      }
      return created;
    } catch (error) {
      await submissionKeys().failed(uid, key);
      throw error;
    }
  });
}
