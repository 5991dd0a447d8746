import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  energyLabel,
  isStartingFromPrice,
  needsRenovationNotice,
  purchaseCostFields,
  purchaseCosts,
  regionOfPostalCode,
  renovationCost,
  renovationTargetLabel,
  validatePurchaseCostQuery,
  type Language,
  type PurchaseRegion,
  type RenovationUnitCost,
} from '@vitrine/domain';
import type { GraphqlClient } from '~/graphql/apollo.server';
import type {
  ListingPurchaseFactsQuery,
  ListingPurchaseFactsQueryVariables,
} from '~/graphql/strapi-operations.generated';
import { dateTimeFormat } from '~/i18n/icu-format';
import { pageMessages } from '~/i18n/messages.server';
import {
  purchaseCostErrorMessages,
  purchaseCostLineMessages,
  purchaseCostMessages,
  purchaseRegionMessages,
} from './messages';
import { purchaseCostNoteMessages } from './purchase-cost-note';
import type { PurchaseCostBlock, PurchaseCostValues } from './purchase-costs';

/** What the costs depend on: the price, where the listing lies, a new build's building, its energy label and area. */
const LISTING_PURCHASE_FACTS: TypedDocumentNode<ListingPurchaseFactsQuery, ListingPurchaseFactsQueryVariables> = gql`
  query ListingPurchaseFacts($documentId: ID!, $locale: I18NLocaleCode) {
    property(documentId: $documentId, locale: $locale) {
      goal
      price
      publishPrice
      priceUnit
      region
      zip
      countryId
      energyLabel
      energyValue
      livingArea
      costs {
        vatRegime
        vatValue
      }
    }
  }
`;

type Facts = NonNullable<ListingPurchaseFactsQuery['property']>;

/** Spec section 9: country 50 is Luxembourg; a Belgian listing's region is stored, else read off its postal code. */
function regionOf(facts: Facts): PurchaseRegion | null {
  if (facts.countryId === 50 || facts.region === 'luxembourg') return 'luxembourg';
  if (facts.region === 'flanders' || facts.region === 'brussels' || facts.region === 'wallonia') return facts.region;
  return facts.zip ? regionOfPostalCode(facts.zip) : null;
}

/** The messages the block renders, beside the page's (one table, so the per-language pick is cached). */
export const purchaseCostPageMessages = [
  purchaseCostNoteMessages,
  purchaseCostMessages,
  purchaseCostLineMessages,
  purchaseCostErrorMessages,
  purchaseRegionMessages,
];

/** Today in Brussels, `YYYY-MM-DD`: the date whose rates apply. */
function today(): string {
  return dateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
}

/**
 * The cost block of a listing for sale with a published price, or `null` (a rental, a price on
 * request, a "starting from" price, a listing whose region is unknown). The form is a GET form on
 * the listing's own URL: its values arrive in the query string, are validated by the domain and
 * computed here, so the answer is in the server's HTML. A Flemish E/F listing adds the renovation
 * to label D at the agency's unit costs (`renovationCosts`, asked only then).
 */
export async function loadPurchaseCosts(
  client: GraphqlClient,
  {
    documentId,
    language,
    url,
    renovationCosts,
    date = today(),
  }: {
    documentId: string;
    language: Language;
    url: URL;
    renovationCosts: () => Promise<readonly RenovationUnitCost[]>;
    date?: string;
  },
): Promise<{ block: PurchaseCostBlock; messages: ReturnType<typeof pageMessages> } | null> {
  const { data } = await client.query({ query: LISTING_PURCHASE_FACTS, variables: { documentId, locale: language } });
  const facts = data?.property;
  if (!facts || facts.goal !== 0 || facts.publishPrice === false || isStartingFromPrice(facts.priceUnit)) return null;
  const price = facts.price ?? 0;
  const region = regionOf(facts);
  if (!(price > 0) || !region) return null;
  const sent = Object.fromEntries(purchaseCostFields.map((field) => [field, url.searchParams.get(field) ?? '']));
  const validation = validatePurchaseCostQuery(sent);
  // A refused field shows the visitor's input again, cut to a length no good value reaches.
  const values = Object.fromEntries(
    purchaseCostFields.map((field) => [field, (sent[field] ?? '').slice(0, 24)]),
  ) as PurchaseCostValues;
  const newBuild = facts.costs?.vatRegime === true;
  let renovation: number | null = null;
  // The label as the page shows it: the stored one, else computed from the use per m².
  const label =
    facts.energyLabel?.trim() ||
    (region !== 'luxembourg' && typeof facts.energyValue === 'number' ? energyLabel(region, facts.energyValue) : '');
  if (region === 'flanders' && needsRenovationNotice({ region, label }) && facts.livingArea) {
    const from = label.toUpperCase().charAt(0);
    renovation = renovationCost(
      { surface: facts.livingArea, region, from, to: renovationTargetLabel },
      await renovationCosts(),
    ).total;
  }
  const estimate = validation.ok
    ? purchaseCosts(
        {
          price,
          region,
          newBuildValue: newBuild ? (facts.costs?.vatValue ?? price) : null,
          renovationCost: renovation,
        },
        validation.situation,
        date,
      )
    : null;
  return {
    block: { region, values, errors: validation.ok ? {} : validation.errors, estimate, newBuild },
    messages: pageMessages(language, purchaseCostPageMessages),
  };
}
