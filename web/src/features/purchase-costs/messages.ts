import type { PurchaseCostError, PurchaseCostKind, PurchaseRegion } from '@vitrine/domain';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const purchaseCostMessages = defineMessages({
  heading: {
    id: 'purchaseCosts.heading',
    defaultMessage: 'What buying it costs',
    description: 'Heading of the block with the full cost of buying a listing for sale',
  },
  estimate: defineMessage<{ date: string; region: string }>({
    id: 'purchaseCosts.estimate',
    defaultMessage:
      'An estimate at the rates in force from {date} in {region}. Your notary calculates the exact amounts.',
    description:
      'Says the cost block is an estimate; {date} is when its rates apply from, {region} where the listing lies',
  }),
  formHeading: {
    id: 'purchaseCosts.form.heading',
    defaultMessage: 'Your situation',
    description: 'Legend of the cost form',
  },
  own: {
    id: 'purchaseCosts.own',
    defaultMessage: 'Will it be your only home, where you will live?',
    description: 'Cost form: whether the buyers will live in it and own no other home (the reduced rates)',
  },
  first: {
    id: 'purchaseCosts.first',
    defaultMessage: 'Is it your first home?',
    description: 'Cost form: whether the buyers never bought a home before',
  },
  yes: { id: 'purchaseCosts.yes', defaultMessage: 'Yes', description: 'Cost form: answer yes' },
  no: { id: 'purchaseCosts.no', defaultMessage: 'No', description: 'Cost form: answer no' },
  buyers: {
    id: 'purchaseCosts.buyers',
    defaultMessage: 'Buyers',
    description: 'Cost form: how many people buy',
  },
  oneBuyer: { id: 'purchaseCosts.oneBuyer', defaultMessage: 'One buyer', description: 'Cost form: one buyer' },
  twoBuyers: { id: 'purchaseCosts.twoBuyers', defaultMessage: 'Two buyers', description: 'Cost form: two buyers' },
  loan: {
    id: 'purchaseCosts.loan',
    defaultMessage: 'Mortgage loan in euros',
    description: 'Cost form: the amount borrowed with a mortgage',
  },
  loanHint: {
    id: 'purchaseCosts.loanHint',
    defaultMessage: '0 without a mortgage.',
    description: 'Hint under the loan field',
  },
  submit: {
    id: 'purchaseCosts.submit',
    defaultMessage: 'Calculate',
    description: 'Button of the cost form',
  },
  caption: {
    id: 'purchaseCosts.caption',
    defaultMessage: 'The price and the costs of buying',
    description: 'Caption of the itemised cost table',
  },
  price: { id: 'purchaseCosts.price', defaultMessage: 'Price', description: 'Cost table: the asking price' },
  costs: {
    id: 'purchaseCosts.costs',
    defaultMessage: 'Costs on top of the price',
    description: 'Cost table: the sum of every cost line',
  },
  total: {
    id: 'purchaseCosts.total',
    defaultMessage: 'Estimated total',
    description: 'Cost table: price and costs',
  },
  deposit: {
    id: 'purchaseCosts.deposit',
    defaultMessage: 'Of which the deposit when the offer is accepted (10 % of the price)',
    description: 'Under the total: the 10 % deposit paid from the price',
  },
  renovation: {
    id: 'purchaseCosts.renovation',
    defaultMessage: 'Renovation to label D within 5 years (the calculator’s estimate)',
    description: 'Flanders E/F: the renovation duty’s cost, after the purchase',
  },
  withRenovation: {
    id: 'purchaseCosts.withRenovation',
    defaultMessage: 'Total with the renovation',
    description: 'The estimated total and the renovation',
  },
  newBuild: {
    id: 'purchaseCosts.newBuild',
    defaultMessage: 'A new build: VAT on the building, registration duty on the land.',
    description: 'Note for a listing sold under VAT',
  },
  mortgageNotEstimated: {
    id: 'purchaseCosts.mortgageNotEstimated',
    defaultMessage: 'The costs of a mortgage deed in Luxembourg are not included.',
    description: 'Note when a loan is given for a Luxembourg listing',
  },
  errorSummary: {
    id: 'purchaseCosts.errorSummary',
    defaultMessage: 'Check the fields marked below.',
    description: 'Above the cost form when a field was refused',
  },
});

/** Each line of the estimate; `{rate}` and `{base}` are written out by the block. */
/** A line's rate and base, written out (empty for a line without them). */
type LineValues = { rate: string; base: string };

export const purchaseCostLineMessages = {
  registrationDuty: defineMessage<LineValues>({
    id: 'purchaseCosts.line.registrationDuty',
    defaultMessage: 'Registration duty ({rate} on {base})',
    description: 'Cost line: the region’s registration duty, its rate and the amount it is on',
  }),
  transcriptionDuty: defineMessage<LineValues>({
    id: 'purchaseCosts.line.transcriptionDuty',
    defaultMessage: 'Transcription duty ({rate} on {base})',
    description: 'Cost line (Luxembourg): the transcription duty',
  }),
  taxCredit: defineMessage<LineValues>({
    id: 'purchaseCosts.line.taxCredit',
    defaultMessage: 'Bëllegen Akt tax credit',
    description: 'Cost line (Luxembourg): the tax credit on the duties, per buyer',
  }),
  vat: defineMessage<LineValues>({
    id: 'purchaseCosts.line.vat',
    defaultMessage: 'VAT ({rate} on the building, {base})',
    description: 'Cost line (new build): VAT on the building',
  }),
  notaryFee: defineMessage<LineValues>({
    id: 'purchaseCosts.line.notaryFee',
    defaultMessage: 'Notary’s fee (legal scale)',
    description: 'Cost line: the notary’s fee for the sale deed',
  }),
  notaryDossier: defineMessage<LineValues>({
    id: 'purchaseCosts.line.notaryDossier',
    defaultMessage: 'Notary’s administrative costs',
    description: 'Cost line: the fixed dossier costs of the sale deed',
  }),
  notaryVat: defineMessage<LineValues>({
    id: 'purchaseCosts.line.notaryVat',
    defaultMessage: 'VAT on the notary’s fee and costs ({rate})',
    description: 'Cost line: VAT on the notary’s fee and costs',
  }),
  deedFees: defineMessage<LineValues>({
    id: 'purchaseCosts.line.deedFees',
    defaultMessage: 'Deed duty and land-registry costs',
    description: 'Cost line: duty on the deed and the recording costs',
  }),
  mortgageRegistration: defineMessage<LineValues>({
    id: 'purchaseCosts.line.mortgageRegistration',
    defaultMessage: 'Mortgage: registration duty ({rate} on {base})',
    description: 'Cost line: registration duty on the mortgage inscription (loan and accessories)',
  }),
  mortgageInscription: defineMessage<LineValues>({
    id: 'purchaseCosts.line.mortgageInscription',
    defaultMessage: 'Mortgage: registration fee ({rate} on {base})',
    description: 'Cost line: the mortgage registration fee',
  }),
  mortgageNotaryFee: defineMessage<LineValues>({
    id: 'purchaseCosts.line.mortgageNotaryFee',
    defaultMessage: 'Mortgage: notary’s fee',
    description: 'Cost line: the notary’s fee for the credit deed',
  }),
  mortgageDossier: defineMessage<LineValues>({
    id: 'purchaseCosts.line.mortgageDossier',
    defaultMessage: 'Mortgage: notary’s administrative costs',
    description: 'Cost line: the fixed dossier costs of the credit deed',
  }),
  mortgageVat: defineMessage<LineValues>({
    id: 'purchaseCosts.line.mortgageVat',
    defaultMessage: 'Mortgage: VAT on the notary’s fee and costs ({rate})',
    description: 'Cost line: VAT on the credit deed’s fee and costs',
  }),
  mortgageDeedFees: defineMessage<LineValues>({
    id: 'purchaseCosts.line.mortgageDeedFees',
    defaultMessage: 'Mortgage: deed duty and land-registry costs',
    description: 'Cost line: duty on the credit deed and its recording costs',
  }),
} satisfies Record<PurchaseCostKind, MessageDescriptor>;

export const purchaseCostErrorMessages = defineMessages({
  'purchaseCosts.choiceInvalid': {
    id: 'purchaseCosts.error.choice',
    defaultMessage: 'Choose yes or no.',
    description: 'Cost form error: a yes/no field has another value',
  },
  'purchaseCosts.buyersInvalid': {
    id: 'purchaseCosts.error.buyers',
    defaultMessage: 'Choose one or two buyers.',
    description: 'Cost form error: buyers is not 1 or 2',
  },
  'purchaseCosts.loanInvalid': {
    id: 'purchaseCosts.error.loan',
    defaultMessage: 'Enter a whole number of euros from 0 to 99,999,999.',
    description: 'Cost form error: the loan is not a whole amount in range',
  },
}) satisfies Record<PurchaseCostError, MessageDescriptor>;

export const purchaseRegionMessages = defineMessages({
  flanders: { id: 'purchaseCosts.region.flanders', defaultMessage: 'Flanders', description: 'Region name' },
  wallonia: { id: 'purchaseCosts.region.wallonia', defaultMessage: 'Wallonia', description: 'Region name' },
  brussels: { id: 'purchaseCosts.region.brussels', defaultMessage: 'Brussels', description: 'Region name' },
  luxembourg: { id: 'purchaseCosts.region.luxembourg', defaultMessage: 'Luxembourg', description: 'Country name' },
}) satisfies Record<PurchaseRegion, MessageDescriptor>;
