import { formatPrice } from '@vitrine/domain';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { PurchaseCostBlock } from './purchase-costs';

/** The note's message, apart from the block's (messages.ts): the block's come with the block. */
export const purchaseCostNoteMessages = defineMessages({
  priceNote: defineMessage<{ total: string }>({
    id: 'purchaseCosts.priceNote',
    defaultMessage: 'About {total} with the costs of buying',
    description: 'Under the price: the estimated total with the costs, a link to the itemised block',
  }),
});

/** The block's anchor: the price note links to it, and the form comes back to it. */
export const purchaseCostsAnchor = 'purchase-costs';

/**
 * Under the price: the estimated total in whole euros ("about" has no cents; the block itemises to
 * the cent), a link to the itemised block. In the page's first load; the block itself (below the
 * fold) comes after it (routes/property.tsx).
 */
export function PurchaseCostNote({ block }: { block: PurchaseCostBlock }) {
  const intl = useIntl();
  if (!block.estimate) return null;
  return (
    <a className="purchase-costs__note" href={`#${purchaseCostsAnchor}`}>
      {intl.formatMessage(purchaseCostNoteMessages.priceNote, { total: formatPrice(Math.round(block.estimate.total)) })}
    </a>
  );
}
