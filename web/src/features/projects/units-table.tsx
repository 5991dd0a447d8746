import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { projectMessages } from './messages';
import type { ProjectUnit, UnitStatus } from './project';

const unitStatusLabels: Readonly<Record<UnitStatus, MessageDescriptor>> = {
  available: projectMessages.unitAvailable,
  option: projectMessages.unitOption,
  sold: projectMessages.unitSold,
};

/** The units of a project: floor, bedrooms, living area, status (sold) and price or "on request". */
export function UnitsTable({ units, project }: { units: readonly ProjectUnit[]; project: string }) {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <div className="table-scroll" role="region" aria-labelledby="units-caption" tabIndex={0}>
      <table className="units-table">
        <caption id="units-caption">{intl.formatMessage(projectMessages.unitsCaption, { project })}</caption>
        <thead>
          <tr>
            <th scope="col">{t(projectMessages.unit)}</th>
            <th scope="col">{t(projectMessages.floor)}</th>
            <th scope="col">{t(projectMessages.bedrooms)}</th>
            <th scope="col">{t(projectMessages.livingArea)}</th>
            <th scope="col">{t(projectMessages.status)}</th>
            <th scope="col" className="units-table__price">
              {t(projectMessages.price)}
            </th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit, index) => (
            <tr key={unit.reference ?? index} className={unit.status === 'sold' ? 'units-table__row--sold' : undefined}>
              <th scope="row">{unit.name ?? unit.reference ?? index + 1}</th>
              <td>{unit.floor === 0 ? t(projectMessages.groundFloor) : (unit.floor ?? '—')}</td>
              <td>{unit.bedrooms ?? '—'}</td>
              <td>{unit.livingArea ? `${intl.formatNumber(unit.livingArea)} m²` : '—'}</td>
              <td>
                {unit.status ? (
                  <span className={`unit-status unit-status--${unit.status}`}>{t(unitStatusLabels[unit.status])}</span>
                ) : (
                  '—'
                )}
              </td>
              <td className="units-table__price">
                {unit.status === 'sold' ? '—' : unit.onRequest ? t(projectMessages.onRequest) : unit.price}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
