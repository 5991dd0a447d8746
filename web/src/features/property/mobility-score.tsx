import { useIntl } from 'react-intl';
import { propertyMessages, sectionMessages } from './messages';
import type { PropertyDetail } from './property';

/** The mobility score (0–10): the figure (written out by the server), a bar, and what it measures. */
export function MobilityScore({ mobility }: { mobility: NonNullable<PropertyDetail['mobility']> }) {
  const intl = useIntl();
  const { score } = mobility;
  const level = score >= 7 ? 'high' : score >= 4 ? 'medium' : 'low';
  return (
    <section className="detail-section mobility" aria-labelledby="section-mobility">
      <h2 id="section-mobility">{intl.formatMessage(sectionMessages.mobility)}</h2>
      <p className="mobility__score">{mobility.text}</p>
      <div className={`mobility__bar mobility__bar--${level}`} aria-hidden="true">
        <span style={{ width: `${score * 10}%` }} />
      </div>
      <p className="detail-section__note">{intl.formatMessage(propertyMessages.mobilityExplanation)}</p>
    </section>
  );
}
