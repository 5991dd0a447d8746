import type { Language } from '@vitrine/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SearchForm } from '~/features/listings';
import { PageHead, siteMessages, useSite } from '~/shell/site';

/** The spec's 404: "The page you are looking for no longer exists", a search form and a link home. */
export function NotFoundPage({ language }: { language: Language }) {
  const intl = useIntl();
  const { paths } = useSite();
  return (
    <div className="container narrow error-page">
      <PageHead
        title={intl.formatMessage(siteMessages.notFoundTitle)}
        description={intl.formatMessage(siteMessages.notFoundText)}
      />
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{intl.formatMessage(siteMessages.notFoundTitle)}</h1>
      <p className="error-page__lead">
        <FormattedMessage {...siteMessages.notFoundText} />
      </p>
      <section className="error-page__search" aria-labelledby="not-found-search">
        <h2 id="not-found-search">
          <FormattedMessage {...siteMessages.notFoundSearch} />
        </h2>
        <SearchForm action={paths.forSale} />
      </section>
      <p>
        <Link to={`/${language}/`} className="button button--secondary">
          <FormattedMessage {...siteMessages.backHome} />
        </Link>
      </p>
    </div>
  );
}

/** Any other failure: a calm message; details stay in the server log. */
export function ErrorPage({ language }: { language: Language }) {
  const intl = useIntl();
  return (
    <div className="container narrow error-page">
      <PageHead
        title={intl.formatMessage(siteMessages.errorTitle)}
        description={intl.formatMessage(siteMessages.errorText)}
      />
      <h1>{intl.formatMessage(siteMessages.errorTitle)}</h1>
      <p className="error-page__lead">
        <FormattedMessage {...siteMessages.errorText} />
      </p>
      <p>
        <Link to={`/${language}/`} className="button button--secondary">
          <FormattedMessage {...siteMessages.backHome} />
        </Link>
      </p>
    </div>
  );
}
