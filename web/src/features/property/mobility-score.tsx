import { useIntl } from 'react-intl';
import { detailMessages, sectionMessages } from './attribute-messages';

/** The mobility score (0–10): the figure, a bar, and what it measures. */
export function MobilityScore({ score }: { score: number }) {
  const intl = useIntl();
  const level = score >= 7 ? 'high' : score >= 4 ? 'medium' : 'low';
  return (
    <section className="detail-section mobility" aria-labelledby="section-mobility">
      <h2 id="section-mobility">{intl.formatMessage(sectionMessages.mobility)}</h2>
      <p className="mobility__score">
        {intl.formatMessage(detailMessages.mobilityScoreValue, {
          score: intl.formatNumber(score, { maximumFractionDigits: 1 }),
        })}
      </p>
      <div className={`mobility__bar mobility__bar--${level}`} aria-hidden="true">
        <span style={{ width: `${score * 10}%` }} />
      </div>
      <p className="detail-section__note">{intl.formatMessage(detailMessages.mobilityExplanation)}</p>
    </section>
  );
}
