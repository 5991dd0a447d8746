import { defineMessage, defineMessages } from 'react-intl';

/** The purchase offer form of a listing for sale. */
export const offerMessages = defineMessages({
  heading: {
    id: 'offers.heading',
    defaultMessage: 'Make a purchase offer',
    description: 'Heading (summary) of the purchase offer form on a listing for sale',
  },
  intro: {
    id: 'offers.intro',
    defaultMessage:
      'Your written offer is passed on to the owner. It binds you until the date you choose; the agent contacts you about the answer.',
    description: 'Introduction of the purchase offer form',
  },
  amount: { id: 'offers.field.amount', defaultMessage: 'Amount offered (€)', description: 'Offer form field label' },
  validUntil: {
    id: 'offers.field.validUntil',
    defaultMessage: 'Offer valid until',
    description: 'Offer form field label (a date)',
  },
  conditions: {
    id: 'offers.field.conditions',
    defaultMessage: 'Conditions (for example: subject to a mortgage)',
    description: 'Offer form field label',
  },
  depositRule: defineMessage<{ account: string; holder: string }>({
    id: 'offers.depositRule',
    defaultMessage:
      'If your offer is accepted, you pay a deposit of 10% of the price you offer (the sale price) into the third-party account {account} of {holder}.',
    description: 'The spec rule stated on the offer form; {account} is an IBAN, {holder} the account holder',
  }),
  depositRuleNoAccount: {
    id: 'offers.depositRuleNoAccount',
    defaultMessage:
      "If your offer is accepted, you pay a deposit of 10% of the price you offer (the sale price) into the agent's third-party account.",
    description: 'The spec rule stated on the offer form, when no account is configured',
  },
  depositFigure: defineMessage<{ amount: string; deposit: string }>({
    id: 'offers.depositFigure',
    defaultMessage: 'For an offer of {amount}, the deposit is {deposit}.',
    description:
      'The deposit of the amount the visitor is offering, shown as they type it (or after the form is sent back); both are formatted prices',
  }),
  depositAccepted: {
    id: 'offers.field.depositAccepted',
    defaultMessage: 'I accept to pay the 10% deposit into the third-party account if my offer is accepted',
    description: 'Required checkbox of the offer form',
  },
  legal: defineMessage<{ legalName: string; address: string; vat: string; biv: string; status: string }>({
    id: 'offers.legal',
    defaultMessage: '{legalName}, {address} · VAT {vat} · BIV {biv} · {status}',
    description: 'The agency legal mentions under the offer form',
  }),
  send: { id: 'offers.send', defaultMessage: 'Send my offer', description: 'Submit button of the offer form' },
});
