import { retentionKinds, type RetentionKind } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { retentionMessages } from './retention-messages';

/** The privacy page's list of how long each kind of request is kept, from the site settings. */
export function RetentionPeriods({ days }: { days: Readonly<Record<RetentionKind, number>> }) {
  const intl = useIntl();
  const period = (count: number) =>
    count % 365 === 0
      ? intl.formatMessage(retentionMessages.years, { count: count / 365 })
      : intl.formatMessage(retentionMessages.days, { count });
  return (
    <section className="prose-section" aria-labelledby="retention-periods">
      <h2 id="retention-periods">{intl.formatMessage(retentionMessages.heading)}</h2>
      <p>{intl.formatMessage(retentionMessages.intro)}</p>
      <ul>
        {retentionKinds.map((kind) => (
          <li key={kind}>{intl.formatMessage(retentionMessages[kind], { period: period(days[kind]) })}</li>
        ))}
      </ul>
    </section>
  );
}
