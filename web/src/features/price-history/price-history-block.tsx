import { formatPrice } from '@vitrine/domain';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { priceHistoryMessages as messages } from './messages';
import type { PriceHistoryEntry } from './price-history';

const statusLabels: Readonly<Record<string, MessageDescriptor>> = {
  available: messages.available,
  under_option: messages.under_option,
  sold: messages.sold,
  rented: messages.rented,
};

/** A value of a change in the visitor's words: a price in the site's style, a status translated. */
function valueText(entry: PriceHistoryEntry, value: string | null, intl: IntlShape): string {
  if (value === null) return intl.formatMessage(messages.none);
  if (entry.field === 'price') return Number.isFinite(Number(value)) ? formatPrice(Number(value)) : value;
  const label = statusLabels[value];
  return label ? intl.formatMessage(label) : value;
}

/** "lowered by 7 %" or "raised by 3 %" after a price change with both amounts, else nothing. */
function trendText(entry: PriceHistoryEntry, intl: IntlShape): string | null {
  if (entry.field !== 'price' || entry.from === null || entry.to === null) return null;
  const [from, to] = [Number(entry.from), Number(entry.to)];
  if (!Number.isFinite(from) || !Number.isFinite(to) || from <= 0 || from === to) return null;
  const percent = intl.formatNumber(Math.abs(to - from) / from, { style: 'percent', maximumFractionDigits: 1 });
  return intl.formatMessage(to < from ? messages.lowered : messages.raised, { percent });
}

/**
 * The listing's published price and status changes, newest first, with their dates in the
 * visitor's language (Brussels time, so the server's and the browser's text agree); nothing when
 * there are none.
 */
export function PriceHistoryBlock({ history }: { history: readonly PriceHistoryEntry[] }) {
  const intl = useIntl();
  if (history.length === 0) return null;
  return (
    <section className="section price-history" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">{intl.formatMessage(messages.heading)}</h2>
      <table className="price-history__table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.date)}</th>
            <th scope="col">{intl.formatMessage(messages.change)}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => {
            const trend = trendText(entry, intl);
            return (
              <tr
                key={`${entry.date}-${entry.field}`}
                className={`price-history__row price-history__row--${entry.field}`}
              >
                <td>
                  <time dateTime={entry.date}>
                    {intl.formatDate(new Date(entry.date), { dateStyle: 'medium', timeZone: 'Europe/Brussels' })}
                  </time>
                </td>
                <td>
                  <span className="price-history__field">
                    {intl.formatMessage(entry.field === 'price' ? messages.price : messages.status)}
                  </span>{' '}
                  {intl.formatMessage(messages.fromTo, {
                    from: valueText(entry, entry.from, intl),
                    to: valueText(entry, entry.to, intl),
                  })}
                  {trend ? <span className="price-history__trend"> ({trend})</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
