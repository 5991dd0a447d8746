import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import { PageHead } from './page-head';

/** What a token link's page says: before the visitor acts, and after. */
export type TokenLinkTexts = {
  heading: MessageDescriptor;
  /** What the button will do. */
  text: MessageDescriptor;
  button: MessageDescriptor;
  /** Shown when the link carries no token. */
  invalidToken: MessageDescriptor;
};

/**
 * The page a mail's link opens (double opt-in, unsubscribe): one button that posts the token, then
 * what it did. The link itself changes nothing, because mail scanners open links before people do.
 */
export function TokenLinkPage({
  texts,
  token,
  outcome,
}: {
  texts: TokenLinkTexts;
  token: string;
  /** What the post did, and whether that is a failure (shown as a notice). */
  outcome: { message: MessageDescriptor; failed: boolean } | null;
}) {
  const intl = useIntl();
  const heading = intl.formatMessage(texts.heading);
  return (
    <div className="container narrow section">
      <PageHead title={heading} description={null} />
      <h1>{heading}</h1>
      {outcome ? (
        <p className={outcome.failed ? 'notice' : 'thank-you__message'} role="status">
          {intl.formatMessage(outcome.message)}
        </p>
      ) : token ? (
        <Form method="post">
          <p>{intl.formatMessage(texts.text)}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button button--primary">
            {intl.formatMessage(texts.button)}
          </button>
        </Form>
      ) : (
        <p className="notice">{intl.formatMessage(texts.invalidToken)}</p>
      )}
    </div>
  );
}
