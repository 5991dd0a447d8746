import { FormattedMessage, useIntl } from 'react-intl';
import { EnergyScale } from './energy-scale';
import { propertyMessages } from './messages';
import type { EnergyInfo } from './property';

/**
 * The energy block. Belgium: the region's EPC scale with the listing's label pointed at;
 * Luxembourg: the label text only (spec). Then the primary energy use, E-level, CO₂ emissions,
 * certificate number and expiry, when known. Labels E and F of a listing for sale carry the
 * renovation notice (5 years).
 */
export function EnergyBlock({ energy }: { energy: EnergyInfo }) {
  const intl = useIntl();
  const { scale, rows } = energy;
  return (
    <section className="detail-section energy" aria-labelledby="energy-heading">
      <h2 id="energy-heading">{intl.formatMessage(propertyMessages.energy)}</h2>
      <div className={scale ? 'energy__body energy__body--scale' : 'energy__body'}>
        {scale && energy.label ? <EnergyScale scale={scale} label={energy.label} /> : null}
        {rows.length > 0 ? (
          <dl className="attribute-list attribute-list--single">
            {rows.map((row) => (
              <div key={row.key} className="attribute-list__row">
                <dt>{row.label}</dt>
                <dd>{row.text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {energy.renovationNotice ? (
        <div className="notice energy__notice" role="note">
          <p className="notice__title">{intl.formatMessage(propertyMessages.renovationTitle)}</p>
          <p>
            <FormattedMessage {...propertyMessages.renovationNotice} />
          </p>
        </div>
      ) : null}
    </section>
  );
}
