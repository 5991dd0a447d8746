import { defineMessages } from 'react-intl';

/** The newsletter's confirm and unsubscribe pages. */
export const subscriptionMessages = defineMessages({
  confirmHeading: {
    id: 'newsletter.confirm.heading',
    defaultMessage: 'Confirm your newsletter sign-up',
    description: 'Page heading',
  },
  confirmText: {
    id: 'newsletter.confirm.text',
    defaultMessage: 'Click the button to start receiving our newsletter at the address you gave.',
    description: 'Text of the confirmation page before the click',
  },
  confirmButton: { id: 'newsletter.confirm.button', defaultMessage: 'Confirm my sign-up', description: 'Button' },
  confirmed: {
    id: 'newsletter.confirm.confirmed',
    defaultMessage: 'Your sign-up is confirmed: welcome! Every newsletter has a link to unsubscribe.',
    description: 'Outcome: sign-up confirmed',
  },
  alreadyConfirmed: {
    id: 'newsletter.confirm.already',
    defaultMessage: 'Your sign-up was already confirmed.',
    description: 'Outcome: confirmed before',
  },
  unsubscribeHeading: {
    id: 'newsletter.unsubscribe.heading',
    defaultMessage: 'Unsubscribe',
    description: 'Page heading',
  },
  unsubscribeText: {
    id: 'newsletter.unsubscribe.text',
    defaultMessage: 'Click the button and we stop sending you these e-mails at once.',
    description: 'Text of the unsubscribe page before the click',
  },
  unsubscribeButton: { id: 'newsletter.unsubscribe.button', defaultMessage: 'Unsubscribe', description: 'Button' },
  unsubscribed: {
    id: 'newsletter.unsubscribe.done',
    defaultMessage: 'You have been unsubscribed. You will not receive these e-mails any more.',
    description: 'Spec success message: unsubscribed',
  },
  invalidToken: {
    id: 'newsletter.invalidToken',
    defaultMessage: 'This link is not valid (any more). Use the link of your most recent e-mail, or sign up again.',
    description: 'Outcome: unknown or used token',
  },
  failed: {
    id: 'newsletter.failed',
    defaultMessage: 'Something went wrong on our side, please try again in a moment.',
    description: 'Outcome: Strapi did not answer',
  },
});
