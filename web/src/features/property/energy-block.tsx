import { energyScales, type Region } from '@vitrine/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { regionLabels } from './region-labels';
import type { EnergyInfo } from './property';
import { propertyMessages } from './messages';

/** The labels of a region's scale, best first (e.g. A+ … F for Flanders). */
function scaleLabels(region: Region): string[] {
  const scale = energyScales[region];
  return [...new Set([...scale.bands.map((band) => band.label), scale.above])];
}

/**
 * The energy block. Belgium: the region's label scale with the listing's label marked (drawn in
 * CSS, so it scales and reads out as a list); Luxembourg: the label text only. Labels E and F
 * of a listing for sale carry the renovation notice.
 */
export function EnergyBlock({ energy }: { energy: EnergyInfo }) {
  const intl = useIntl();
  const region = energy.region as Region | null;
  const showScale = energy.display === 'image' && region !== null && energy.label !== null;
  return (
    <section className="energy" aria-labelledby="energy-heading">
      <h2 id="energy-heading">{intl.formatMessage(propertyMessages.energy)}</h2>
      <div className="energy__summary">
        {energy.label ? (
          <p className="energy__label">
            <span className="energy__label-caption">{intl.formatMessage(propertyMessages.energyLabel)}</span>
            <span className={`energy-badge energy-badge--${energy.label.charAt(0).toLowerCase()}`}>{energy.label}</span>
          </p>
        ) : null}
        {energy.value !== null ? (
          <p className="energy__value">
            <FormattedMessage {...propertyMessages.energyValue} values={{ value: intl.formatNumber(energy.value) }} />
          </p>
        ) : null}
        {energy.certificateNumber ? (
          <p className="energy__certificate">
            {intl.formatMessage(propertyMessages.energyCertificate)}: {energy.certificateNumber}
          </p>
        ) : null}
      </div>
      {showScale ? (
        <ol
          className="energy-scale"
          aria-label={intl.formatMessage(propertyMessages.energyScale, {
            region: intl.formatMessage(regionLabels[region]),
          })}
        >
          {scaleLabels(region).map((label) => {
            const current = label === energy.label;
            return (
              <li
                key={label}
                className={`energy-scale__step energy-badge--${label.charAt(0).toLowerCase()}${current ? ' energy-scale__step--current' : ''}`}
                aria-current={current ? 'true' : undefined}
              >
                {label}
              </li>
            );
          })}
        </ol>
      ) : null}
      {energy.renovationNotice ? (
        <p className="notice">
          <FormattedMessage {...propertyMessages.renovationNotice} />
        </p>
      ) : null}
    </section>
  );
}
