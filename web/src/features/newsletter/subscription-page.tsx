import { TokenLinkPage } from '~/shell/site';
import { subscriptionMessages } from './messages';
import type { SubscriptionOutcome } from './subscription.server';

const outcomeMessages = {
  confirmed: subscriptionMessages.confirmed,
  already_confirmed: subscriptionMessages.alreadyConfirmed,
  unsubscribed: subscriptionMessages.unsubscribed,
  invalid_token: subscriptionMessages.invalidToken,
  failed: subscriptionMessages.failed,
} as const;

const texts = {
  confirm: {
    heading: subscriptionMessages.confirmHeading,
    text: subscriptionMessages.confirmText,
    button: subscriptionMessages.confirmButton,
    invalidToken: subscriptionMessages.invalidToken,
  },
  unsubscribe: {
    heading: subscriptionMessages.unsubscribeHeading,
    text: subscriptionMessages.unsubscribeText,
    button: subscriptionMessages.unsubscribeButton,
    invalidToken: subscriptionMessages.invalidToken,
  },
};

/** The newsletter confirmation or unsubscribe page: one button, then what it did. */
export function SubscriptionPage({
  kind,
  token,
  outcome,
}: {
  kind: 'confirm' | 'unsubscribe';
  token: string;
  outcome: SubscriptionOutcome | null;
}) {
  return (
    <TokenLinkPage
      texts={texts[kind]}
      token={token}
      outcome={
        outcome && {
          message: outcomeMessages[outcome],
          failed: outcome === 'invalid_token' || outcome === 'failed',
        }
      }
    />
  );
}
