import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ListingGrid } from '~/features/listings';
import { PageHead } from '~/shell/site';
import { goneMessages } from './gone-messages';
import type { PropertyGone } from './property';

const reasons = {
  sold: goneMessages.sold,
  rented: goneMessages.rented,
  'not-found': goneMessages.notFound,
} as const;

/** Sold or rented (410), or unknown (404): the spec's message and listings like it. */
export function PropertyGonePage({ gone }: { gone: PropertyGone }) {
  const intl = useIntl();
  const message = intl.formatMessage(reasons[gone.reason]);
  return (
    <div className="container property-gone">
      <PageHead title={intl.formatMessage(goneMessages.goneTitle)} description={message} />
      <div className="narrow">
        <h1>{intl.formatMessage(goneMessages.goneTitle)}</h1>
        {gone.title ? <p className="property-gone__name">{gone.title}</p> : null}
        <p className="property-gone__message" role="status">
          {message}
        </p>
        <p>
          <Link to={gone.listPath} className="button button--secondary">
            {intl.formatMessage(goneMessages.backToList)}
          </Link>
        </p>
      </div>
      {gone.similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="section">
          <h2 id="similar-heading">{intl.formatMessage(goneMessages.similar)}</h2>
          <ListingGrid listings={gone.similar} headingLevel={3} />
        </section>
      ) : null}
    </div>
  );
}
