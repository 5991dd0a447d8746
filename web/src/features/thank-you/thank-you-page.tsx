import { listingPath } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SearchersSentence } from '~/features/searchers';
import { PageHead } from '~/shell/site';
import { thankYouMessages } from './messages';
import type { ThankYouPageData } from './thank-you.server';

/** A thank-you page: the form's success message and where to go next. */
export function ThankYouPage({ data }: { data: ThankYouPageData }) {
  const intl = useIntl();
  const heading = intl.formatMessage(thankYouMessages.heading);
  return (
    <div className="container narrow section thank-you">
      <PageHead title={heading} description={null} />
      <h1>{heading}</h1>
      <p className="thank-you__message" role="status">
        {intl.formatMessage(thankYouMessages[data.form])}
      </p>
      {data.searchers ? (
        <p className="thank-you__searchers">
          <SearchersSentence answer={data.searchers} />
        </p>
      ) : null}
      <ul className="link-list">
        <li>
          <Link to={`/${data.language}/`}>{intl.formatMessage(thankYouMessages.home)} →</Link>
        </li>
        <li>
          <Link to={listingPath(data.language, 0)}>{intl.formatMessage(thankYouMessages.forSale)} →</Link>
        </li>
      </ul>
    </div>
  );
}
