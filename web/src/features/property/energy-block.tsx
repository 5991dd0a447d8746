import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { detailMessages } from './attribute-messages';
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
  const showScale = energy.display === 'image' && energy.region !== null && energy.label !== null;
  const rows: { key: string; label: string; value: React.ReactNode }[] = [];
  if (energy.label && !showScale) {
    const caption = energy.display === 'text' ? detailMessages.energyClass : propertyMessages.energyLabel;
    rows.push({ key: 'label', label: intl.formatMessage(caption), value: energy.label });
  }
  if (energy.value !== null)
    rows.push({
      key: 'value',
      label: intl.formatMessage(detailMessages.energyUse),
      value: intl.formatMessage(propertyMessages.energyValue, { value: intl.formatNumber(energy.value) }),
    });
  if (energy.total !== null)
    rows.push({
      key: 'total',
      label: intl.formatMessage(detailMessages.energyTotal),
      value: intl.formatMessage(propertyMessages.energyTotal, { value: intl.formatNumber(energy.total) }),
    });
  if (energy.eLevel !== null)
    rows.push({ key: 'eLevel', label: intl.formatMessage(detailMessages.eLevel), value: `E${energy.eLevel}` });
  if (energy.co2 !== null)
    rows.push({
      key: 'co2',
      label: intl.formatMessage(detailMessages.co2),
      value: intl.formatMessage(detailMessages.co2Value, { value: intl.formatNumber(energy.co2) }),
    });
  if (energy.certificateNumber)
    rows.push({
      key: 'certificate',
      label: intl.formatMessage(propertyMessages.energyCertificate),
      value: energy.certificateNumber,
    });
  if (energy.expiryDate)
    rows.push({
      key: 'expiry',
      label: intl.formatMessage(detailMessages.energyExpiry),
      value: <FormattedDate value={energy.expiryDate} dateStyle="long" timeZone="Europe/Brussels" />,
    });
  return (
    <section className="detail-section energy" aria-labelledby="energy-heading">
      <h2 id="energy-heading">{intl.formatMessage(propertyMessages.energy)}</h2>
      <div className={showScale ? 'energy__body energy__body--scale' : 'energy__body'}>
        {showScale ? <EnergyScale region={energy.region!} label={energy.label!} /> : null}
        {rows.length > 0 ? (
          <dl className="attribute-list attribute-list--single">
            {rows.map((row) => (
              <div key={row.key} className="attribute-list__row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {energy.renovationNotice ? (
        <div className="notice energy__notice" role="note">
          <p className="notice__title">{intl.formatMessage(detailMessages.renovationTitle)}</p>
          <p>
            <FormattedMessage {...propertyMessages.renovationNotice} />
          </p>
        </div>
      ) : null}
    </section>
  );
}
