import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import { PageHead } from '~/shell/site';
import { subscriptionMessages } from './messages';
import type { SubscriptionOutcome } from './subscription.server';

const outcomeMessages = {
  confirmed: subscriptionMessages.confirmed,
  already_confirmed: subscriptionMessages.alreadyConfirmed,
  unsubscribed: subscriptionMessages.unsubscribed,
  invalid_token: subscriptionMessages.invalidToken,
  failed: subscriptionMessages.failed,
} as const;

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
  const intl = useIntl();
  const heading = intl.formatMessage(
    kind === 'confirm' ? subscriptionMessages.confirmHeading : subscriptionMessages.unsubscribeHeading,
  );
  return (
    <div className="container narrow section">
      <PageHead title={heading} description={null} />
      <h1>{heading}</h1>
      {outcome ? (
        <p
          className={outcome === 'invalid_token' || outcome === 'failed' ? 'notice' : 'thank-you__message'}
          role="status"
        >
          {intl.formatMessage(outcomeMessages[outcome])}
        </p>
      ) : token ? (
        <Form method="post">
          <p>
            {intl.formatMessage(
              kind === 'confirm' ? subscriptionMessages.confirmText : subscriptionMessages.unsubscribeText,
            )}
          </p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            {intl.formatMessage(
              kind === 'confirm' ? subscriptionMessages.confirmButton : subscriptionMessages.unsubscribeButton,
            )}
          </button>
        </Form>
      ) : (
        <p className="notice">{intl.formatMessage(subscriptionMessages.invalidToken)}</p>
      )}
    </div>
  );
}
