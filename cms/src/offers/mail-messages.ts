import { defineMessages } from '@formatjs/intl';

/** The purchase offer mails' texts, in the site's catalogues (web/src/i18n/lang). */
export const offerMessages = defineMessages({
  visitorSubject: {
    id: 'mail.offer.visitor.subject',
    defaultMessage: 'We received your purchase offer of {amount}',
    description: "Mail: Subject of the visitor's mail of a purchase offer; amount = price as on the site",
  },
  visitorBody: {
    id: 'mail.offer.visitor.body',
    defaultMessage:
      'Thank you: we received your purchase offer for this property and pass it on to the owner. An agent will contact you about it.',
    description: "Mail: Body of the visitor's mail of a purchase offer",
  },
  visitorDeposit: {
    id: 'mail.offer.visitor.deposit',
    defaultMessage:
      'As stated in the offer: if it is accepted, you pay a deposit of 10% of the price, {deposit} (10% of the {amount} you offered), into the third-party account {account} of {holder}.',
    description: "Mail: The 10 % deposit, with the agency's third-party account",
  },
  visitorDepositNoAccount: {
    id: 'mail.offer.visitor.depositNoAccount',
    defaultMessage:
      "As stated in the offer: if it is accepted, you pay a deposit of 10% of the price, {deposit} (10% of the {amount} you offered), into the agent's third-party account.",
    description: 'Mail: The 10 % deposit, when the agency has no third-party account in its settings',
  },
  agentSubject: {
    id: 'mail.offer.agent.subject',
    defaultMessage: 'New purchase offer of {amount} from {name}',
    description: "Mail: Subject of the agent's mail of a purchase offer",
  },
  agentSubjectBelowFloor: {
    id: 'mail.offer.agent.subjectBelowFloor',
    defaultMessage: 'Below your floor: purchase offer of {amount} from {name}',
    description: "Mail: Subject of the agent's mail of a purchase offer below the listing's floor",
  },
  agentIntro: {
    id: 'mail.offer.agent.intro',
    defaultMessage: 'A visitor made a purchase offer through the website and accepted the 10% deposit.',
    description: "Mail: First line of the agent's mail of a purchase offer",
  },
  agentBelowFloor: {
    id: 'mail.offer.agent.belowFloor',
    defaultMessage: 'This offer ({amount}) is below the floor set on the listing ({floor}). It is stored all the same.',
    description: "Mail: Warning line of the agent's mail of an offer below the floor",
  },
  fieldAmount: {
    id: 'mail.offer.field.amount',
    defaultMessage: 'Amount offered',
    description: 'Mail: Label of the amount offered',
  },
  fieldValidUntil: {
    id: 'mail.offer.field.validUntil',
    defaultMessage: 'Valid until',
    description: 'Mail: Label of the offer’s validity',
  },
  fieldDeposit: {
    id: 'mail.offer.field.deposit',
    defaultMessage: 'Deposit (10%)',
    description: 'Mail: Label of the deposit',
  },
  fieldFloor: {
    id: 'mail.offer.field.floor',
    defaultMessage: 'Floor',
    description: 'Mail: Label of the listing’s floor',
  },
});
