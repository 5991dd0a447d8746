import { formatPrice, type Language } from '@vitrine/domain';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Form, Link } from 'react-router';
import { SearchersSentence } from '~/features/searchers';
import { PageHead } from '~/shell/site';
import {
  goalMessages,
  ownerMessages,
  requestKindMessages,
  slotKindMessages,
  sourceMessages,
  statusMessages,
} from './messages';
import type { ListingChange } from './portal-data';
import type { PortalListing } from './owner.server';
import { VisitsChart } from './visits-chart';

const labelOf = (table: Record<string, MessageDescriptor>, key: string | null) => (key ? table[key] : undefined);

function Figures({ listing }: { listing: PortalListing }) {
  const t = useIntl().formatMessage;
  const rows = [
    ['today', ownerMessages.portalToday, listing.today],
    ['week', ownerMessages.portalWeek, listing.week],
    ['month', ownerMessages.portalMonth, listing.month],
    ['total', ownerMessages.portalTotal, listing.total],
  ] as const;
  return (
    <table className="owner-figures">
      <caption>{t(ownerMessages.portalFigures)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(ownerMessages.portalPeriod)}</th>
          <th scope="col">{t(ownerMessages.portalVisits)}</th>
          <th scope="col">{t(ownerMessages.portalPageViews)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, label, figures]) => (
          <tr key={key} data-period={key}>
            <th scope="row">{t(label)}</th>
            <td data-figure="visits">{figures.visits}</td>
            <td data-figure="pageViews">{figures.pageViews}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A small table, or its empty message. */
function Section({
  title,
  empty,
  headers,
  rows,
}: {
  title: MessageDescriptor;
  empty: MessageDescriptor;
  headers: MessageDescriptor[];
  rows: (string | number)[][];
}) {
  const t = useIntl().formatMessage;
  return (
    <section className="owner-section">
      <h3>{t(title)}</h3>
      {rows.length === 0 ? (
        <p>{t(empty)}</p>
      ) : (
        <div className="owner-table-scroll">
          <table>
            <thead>
              <tr>
                {headers.map((header) => (
                  <th scope="col" key={header.id}>
                    {t(header)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) =>
                    column === 0 ? (
                      <th scope="row" key={column}>
                        {cell}
                      </th>
                    ) : (
                      <td key={column}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** What changed, in the history table. */
const changeLabels: Record<ListingChange['field'], MessageDescriptor> = {
  price: ownerMessages.portalPrice,
  listingStatus: ownerMessages.portalStatus,
  goal: ownerMessages.portalGoal,
};

export function ListingPanel({ listing, index }: { listing: PortalListing; index: number }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const label = (table: Record<string, MessageDescriptor>, key: string | null) => {
    const message = labelOf(table, key);
    return message ? t(message) : (key ?? '');
  };
  const changeValue = (field: ListingChange['field'], value: string | null) => {
    if (value === null) return '';
    if (field === 'price') return Number.isFinite(Number(value)) ? formatPrice(Number(value)) : value;
    return label(field === 'goal' ? goalMessages : statusMessages, value);
  };
  const day = (date: string) =>
    intl.formatDate(new Date(date.length === 10 ? `${date}T12:00:00Z` : date), {
      dateStyle: 'medium',
      timeZone: date.length === 10 ? 'UTC' : 'Europe/Brussels',
    });
  const moment = (date: string) =>
    intl.formatDate(new Date(date), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' });
  const headingId = `listing-${index}`;
  return (
    <article className="owner-listing" aria-labelledby={headingId} data-listing={listing.documentId}>
      <header className="owner-listing__header">
        <h2 id={headingId}>{listing.title ?? listing.reference}</h2>
        <p className="owner-listing__meta">
          {listing.reference ? t(ownerMessages.portalReference, { reference: listing.reference }) : null}
          {' · '}
          {label(statusMessages, listing.listingStatus)}
          {listing.price !== null ? ` · ${formatPrice(listing.price)}` : null}
        </p>
        {/* Confirmed search alerts this listing answers, counted daily by Strapi (issue 22). */}
        <p className="owner-listing__searchers" data-searchers={listing.searchers?.kind ?? 'uncounted'}>
          {listing.searchers ? (
            <SearchersSentence answer={{ kind: 'answer', count: listing.searchers }} />
          ) : (
            t(ownerMessages.portalSearchersUncounted)
          )}
        </p>
        {listing.path ? <Link to={listing.path}>{t(ownerMessages.portalViewListing)}</Link> : null}
      </header>
      <div className="owner-listing__figures">
        <Figures listing={listing} />
        <VisitsChart days={listing.days} id={`chart-${index}`} />
      </div>
      <div className="owner-listing__sections">
        <Section
          title={ownerMessages.portalSources}
          empty={ownerMessages.portalCommunicationsEmpty}
          headers={[ownerMessages.portalSource, ownerMessages.portalLast30, ownerMessages.portalTotal]}
          rows={listing.sources.map((source) => [label(sourceMessages, source.source), source.month, source.total])}
        />
        <Section
          title={ownerMessages.portalMedia}
          empty={ownerMessages.portalMediaEmpty}
          headers={[ownerMessages.portalMedium, ownerMessages.portalVisits, ownerMessages.portalPageViews]}
          rows={listing.onlineMedia.map((medium) => [medium.medium, medium.visits, medium.pageViews])}
        />
        <Section
          title={ownerMessages.portalCalendar}
          empty={ownerMessages.portalCalendarEmpty}
          headers={[
            ownerMessages.portalDate,
            ownerMessages.portalKind,
            ownerMessages.portalPlaces,
            ownerMessages.portalBooked,
          ]}
          rows={listing.calendar.map((slot) => [
            moment(slot.startsAt),
            label(slotKindMessages, slot.kind),
            slot.capacity,
            slot.booked,
          ])}
        />
        <Section
          title={ownerMessages.portalCommunications}
          empty={ownerMessages.portalCommunicationsEmpty}
          headers={[ownerMessages.portalDate, ownerMessages.portalKind, ownerMessages.portalCount]}
          rows={listing.communications.map((entry) => [
            day(entry.date),
            label(requestKindMessages, entry.kind),
            entry.count,
          ])}
        />
        <Section
          title={ownerMessages.portalHistory}
          empty={ownerMessages.portalHistoryEmpty}
          headers={[
            ownerMessages.portalDate,
            ownerMessages.portalChange,
            ownerMessages.portalBefore,
            ownerMessages.portalAfter,
          ]}
          rows={(listing.changes ?? []).map((change) => [
            moment(change.date),
            t(changeLabels[change.field]),
            changeValue(change.field, change.from),
            changeValue(change.field, change.to),
          ])}
        />
      </div>
    </article>
  );
}

/** The owner portal: every listing of the account with its figures (server-rendered). */
export function OwnerPortalPage({
  listings,
  failed,
  passwordSaved,
}: {
  language: Language;
  listings: readonly PortalListing[];
  failed: boolean;
  passwordSaved: boolean;
}) {
  const t = useIntl().formatMessage;
  return (
    <div className="container section owner-portal">
      <PageHead title={t(ownerMessages.portalTitle)} description={null} />
      <div className="owner-portal__top">
        <h1>{t(ownerMessages.portalTitle)}</h1>
        <Form method="post">
          <button type="submit" name="intent" value="logout" className="button button--secondary">
            {t(ownerMessages.portalLogout)}
          </button>
        </Form>
      </div>
      <p>{t(ownerMessages.portalIntro)}</p>
      {passwordSaved ? (
        <div className="owner-notice" role="status">
          <p>{t(ownerMessages.portalPasswordSaved)}</p>
        </div>
      ) : null}
      {failed ? (
        <div className="owner-notice owner-notice--error" role="alert">
          <p>{t(ownerMessages.loginUnavailable)}</p>
        </div>
      ) : listings.length === 0 ? (
        <p>{t(ownerMessages.portalNone)}</p>
      ) : (
        listings.map((listing, index) => <ListingPanel key={listing.documentId} listing={listing} index={index} />)
      )}
    </div>
  );
}
