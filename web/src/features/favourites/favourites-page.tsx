import { useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Form, Link, useRevalidator } from 'react-router';
import { ListingCard, saveFavourites, savedFavourites, subscribeFavourites } from '~/features/listings';
import { PageHead } from '~/shell/site';
import type { FavouritesPageData } from './favourites.server';
import { favouritesMessages } from './messages';

/**
 * Keeps this browser's copies in step with the page: the list the server read from the cookie
 * goes to local storage; a cookie lost while local storage kept the list is written back and the
 * page read again; a heart toggled on this page reloads the list.
 */
function useFavouritesSync(data: FavouritesPageData) {
  const { revalidate } = useRevalidator();
  const key = data.ids.join('.');
  useEffect(() => {
    if (data.shared) return;
    const local = savedFavourites();
    if (data.ids.length === 0 && local.length > 0) {
      saveFavourites(local);
      void revalidate();
    } else {
      saveFavourites(data.ids);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list, not its array identity
  }, [key, data.shared]);
  useEffect(() => {
    if (data.shared) return undefined;
    return subscribeFavourites(() => void revalidate());
  }, [data.shared, revalidate]);
}

const noSubscription = () => () => {};

function ShareLink({ url }: { url: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  // The copy button needs the page's code and the clipboard: not in the server's HTML.
  const canCopy = useSyncExternalStore(
    noSubscription,
    () => Boolean(navigator.clipboard),
    () => false,
  );
  return (
    <section className="favourites__share" aria-labelledby="favourites-share">
      <h2 id="favourites-share">{intl.formatMessage(favouritesMessages.shareHeading)}</h2>
      <p>{intl.formatMessage(favouritesMessages.shareIntro)}</p>
      <label htmlFor="favourites-share-url">{intl.formatMessage(favouritesMessages.shareLabel)}</label>
      <div className="favourites__share-row">
        <input id="favourites-share-url" type="url" readOnly value={url} onFocus={(event) => event.target.select()} />
        {canCopy ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(true))}
          >
            {intl.formatMessage(copied ? favouritesMessages.copied : favouritesMessages.copy)}
          </button>
        ) : null}
      </div>
      <p>
        <a href={url} className="favourites__share-link">
          {url}
        </a>
      </p>
    </section>
  );
}

/** The favourites page: the shortlist (or a shared one), each saved listing with a remove button. */
export function FavouritesPage({ data }: { data: FavouritesPageData }) {
  const intl = useIntl();
  useFavouritesSync(data);
  const title = intl.formatMessage(favouritesMessages.title);
  return (
    <div className="container section favourites">
      <PageHead title={title} description={null} />
      <h1>{title}</h1>
      {data.shared ? (
        <div className="notice" role="status">
          <p>{intl.formatMessage(favouritesMessages.shared, { count: data.items.length })}</p>
          {data.ids.length > 0 ? (
            <Form method="post" reloadDocument>
              <input type="hidden" name="intent" value="keep" />
              <input type="hidden" name="ids" value={data.ids.join('.')} />
              <button type="submit" className="button button--primary">
                {intl.formatMessage(favouritesMessages.keep)}
              </button>
            </Form>
          ) : null}
        </div>
      ) : (
        <p>{intl.formatMessage(favouritesMessages.intro)}</p>
      )}
      {data.added ? (
        <p className="notice" role="status">
          {intl.formatMessage(favouritesMessages.added)}
        </p>
      ) : null}
      {data.items.length === 0 ? (
        <div className="favourites__empty">
          <p>{intl.formatMessage(favouritesMessages.empty)}</p>
          <ul className="link-list">
            <li>
              <Link to={data.links.forSale}>{intl.formatMessage(favouritesMessages.forSale)} →</Link>
            </li>
            <li>
              <Link to={data.links.forRent}>{intl.formatMessage(favouritesMessages.forRent)} →</Link>
            </li>
          </ul>
        </div>
      ) : (
        <ul className="listing-grid favourites__list">
          {data.items.map((item) => (
            <li
              key={item.id}
              className={item.unavailable ? 'favourites__item favourites__item--gone' : 'favourites__item'}
            >
              {item.listing ? (
                <ListingCard listing={item.listing} headingLevel={2} />
              ) : (
                <p className="favourites__offline">{intl.formatMessage(favouritesMessages.offline)}</p>
              )}
              <div className="favourites__actions">
                {item.unavailable ? (
                  <strong className="favourites__unavailable">
                    {intl.formatMessage(favouritesMessages.unavailable)}
                  </strong>
                ) : null}
                {data.shared ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={item.id} />
                    <button
                      type="submit"
                      className="button button--secondary"
                      aria-label={intl.formatMessage(favouritesMessages.remove, {
                        title: item.listing?.title ?? intl.formatMessage(favouritesMessages.offline),
                      })}
                    >
                      {intl.formatMessage(favouritesMessages.removeShort)}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {data.shared ? (
        <p>
          <Link to={data.pageLinks.canonical}>{intl.formatMessage(favouritesMessages.mine)} →</Link>
        </p>
      ) : data.shareUrl ? (
        <ShareLink url={data.shareUrl} />
      ) : null}
    </div>
  );
}
