import type { Core } from '@strapi/strapi';
import { purchaseOfferDeposit } from '@vitrine/domain';
import { refuse } from '../abuse/lead-checks';
import { isVisitorRequest } from '../document-middlewares/public-submissions';

/** The purchase offer collection. */
export const purchaseOfferUid = 'api::purchase-offer.purchase-offer';

type Connect = { connect?: { documentId?: string }[] };

/** What the offer rules read of the listing an offer names. */
interface OfferedListing {
  goal: number | null;
  listingStatus: string | null;
  offerFloor: number | null;
}

/**
 * The listing of a validated offer (public-submissions has already replaced the visitor's
 * documentId with a connection to the published listing), read with its private floor.
 */
async function offeredListing(strapi: Core.Strapi, data: Record<string, unknown>): Promise<OfferedListing | null> {
  const documentId = (data.property as Connect | undefined)?.connect?.[0]?.documentId;
  if (!documentId) return null;
  const rows = (await strapi.db.query('api::property.property').findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    select: ['goal', 'listingStatus', 'offerFloor'],
    limit: 1,
  })) as OfferedListing[];
  return rows[0] ?? null;
}

/**
 * A visitor's purchase offer, after the shared lead rules (registered after them, so it runs
 * inside them, on the validated data): only a listing for sale that is not sold takes offers
 * (rentals are refused, nothing stored); the server sets the 10 % deposit and whether the amount
 * is below the floor the agent set on the listing. An offer below the floor is stored and
 * flagged for the agent, never dropped.
 */
export function registerPurchaseOfferRules(strapi: Core.Strapi): void {
  // The deposit follows the amount on every write (the visitor's, an agent's edit in the admin):
  // the admin's figure is always the mails' and the page's (decision 027).
  strapi.documents.use(async (context, next) => {
    if (context.uid !== purchaseOfferUid || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as { documentId?: string; data?: Record<string, unknown> };
    const data = params.data;
    if (!data || !('amount' in data || 'deposit' in data)) return next();
    let amount = data.amount;
    if (!('amount' in data) && params.documentId) {
      const stored = (await strapi.db.query(purchaseOfferUid).findOne({
        where: { documentId: params.documentId },
        select: ['amount'],
      })) as { amount: number | null } | null;
      amount = stored?.amount;
    }
    const deposit =
      amount === null || amount === undefined || amount === '' ? Number.NaN : purchaseOfferDeposit(Number(amount));
    data.deposit = Number.isFinite(deposit) ? deposit : null;
    return next();
  });
  strapi.documents.use(async (context, next) => {
    if (context.uid !== purchaseOfferUid || context.action !== 'create' || !isVisitorRequest(strapi)) return next();
    const params = context.params as { data?: Record<string, unknown> };
    const data = params.data ?? {};
    const listing = await offeredListing(strapi, data);
    if (!listing || listing.goal !== 0 || listing.listingStatus === 'sold') {
      refuse('property', 'validation.propertyRequired', 'OFFER_NOT_FOR_SALE');
    }
    const amount = Number(data.amount);
    data.deposit = purchaseOfferDeposit(amount);
    data.belowFloor = typeof listing.offerFloor === 'number' && listing.offerFloor > 0 && amount < listing.offerFloor;
    params.data = data;
    return next();
  });
}
