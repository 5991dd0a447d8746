import { randomBytes } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { validateForm, type FormName } from '@vitrine/domain';
import { leadCollections } from '../bootstrap/permissions';

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

/**
 * What a visitor creates starts in the back office's initial state: a lead is new and its mail
 * pending whatever the request says, a testimonial is a draft until an agent publishes it, and an
 * unsubscribe token is made here, never chosen by the client.
 */
export function registerPublicSubmissionRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const uid = context.uid as string;
    const isLead = (leadCollections as readonly string[]).includes(uid);
    const isTestimonial = uid === 'api::testimonial.testimonial';
    if (context.action !== 'create' || (!isLead && !isTestimonial) || !isVisitorRequest(strapi)) return next();

    const params = context.params as { data?: Record<string, unknown>; status?: string };
    const submitted = { ...(params.data ?? {}) };
    for (const key of Object.keys(submitted)) if (serverManaged.has(key)) delete submitted[key];
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
    if (withUnsubscribeToken.has(uid)) data.unsubscribeToken = randomBytes(24).toString('base64url');
    params.data = data;
    if (isTestimonial) params.status = 'draft';
    return next();
  });
}
