import { useIntl } from 'react-intl';
import { AttributeList } from './attribute-list';
import { propertyMessages, sectionMessages } from './messages';
import type { FloodInfo } from './property';

/** The flood symbol: a warning triangle over waves, shown when the P-score or G-score is D. */
function FloodSymbol({ label }: { label: string }) {
  return (
    <svg className="flood__symbol" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label={label}>
      <path d="M24 3 46 42H2z" fill="#c62828" />
      <path d="M24 9 40.5 38h-33z" fill="#ffffff" />
      <path
        d="M12 31c2 0 2-1.6 4-1.6s2 1.6 4 1.6 2-1.6 4-1.6 2 1.6 4 1.6 2-1.6 4-1.6 2 1.6 4 1.6M14 35.5c2 0 2-1.6 4-1.6s2 1.6 4 1.6 2-1.6 4-1.6 2 1.6 4 1.6 2-1.6 4-1.6"
        fill="none"
        stroke="#1f5fd1"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path d="M24 15v9" stroke="#1b2627" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="27.3" r="1.6" fill="#1b2627" />
    </svg>
  );
}

/** Flood zone, riparian zone, flood risk and the P- and G-scores (A no risk … D high risk). */
export function FloodBlock({ flood }: { flood: FloodInfo }) {
  const intl = useIntl();
  const symbolLabel = intl.formatMessage(propertyMessages.floodSymbol);
  return (
    <section className="detail-section flood" aria-labelledby="section-flood">
      <h2 id="section-flood">{intl.formatMessage(sectionMessages.flood)}</h2>
      {flood.highRisk ? (
        <p className="flood__warning">
          <FloodSymbol label={symbolLabel} />
          <span aria-hidden="true">{symbolLabel}</span>
        </p>
      ) : null}
      <AttributeList attributes={flood.attributes} />
      {flood.attributes.some((attribute) => attribute.type === 'score') ? (
        <p className="detail-section__note">{intl.formatMessage(propertyMessages.floodScale)}</p>
      ) : null}
    </section>
  );
}
