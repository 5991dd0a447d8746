import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { filterMessages } from './filter-messages';
import { searchRegions, type SearchRegion } from './listing-search';

// The filters only the lists show (region, counts, sort), beside `search-fields.tsx`.

export const regionLabels: Readonly<Record<SearchRegion, MessageDescriptor>> = {
  flanders: filterMessages.regionFlanders,
  brussels: filterMessages.regionBrussels,
  wallonia: filterMessages.regionWallonia,
  luxembourg: filterMessages.regionLuxembourg,
};

export function RegionField({ id, value }: { id: string; value: SearchRegion | null }) {
  const intl = useIntl();
  return (
    <div className="field">
      <label htmlFor={id}>{intl.formatMessage(filterMessages.region)}</label>
      <select id={id} name="region" defaultValue={value ?? ''}>
        <option value="">{intl.formatMessage(filterMessages.anyRegion)}</option>
        {searchRegions.map((region) => (
          <option key={region} value={region}>
            {intl.formatMessage(regionLabels[region])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A select of a count: "any" (empty), then the choices, labelled by `optionLabel`. */
export function CountField({
  id,
  name,
  label,
  value,
  choices,
  optionLabel,
  anyLabel = filterMessages.anyNumber,
  errorId,
}: {
  id: string;
  name: string;
  label: MessageDescriptor;
  value: number | null;
  choices: readonly number[];
  optionLabel: (count: number) => string;
  anyLabel?: MessageDescriptor;
  /** The id of an error message describing this field, which is then marked invalid. */
  errorId?: string;
}) {
  const intl = useIntl();
  return (
    <div className={`field${errorId ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{intl.formatMessage(anyLabel)}</option>
        {/* A value from the query string that is not a choice (bedrooms=7) still shows as chosen. */}
        {[...new Set([...choices, ...(value === null ? [] : [value])])]
          .sort((a, b) => a - b)
          .map((count) => (
            <option key={count} value={count}>
              {optionLabel(count)}
            </option>
          ))}
      </select>
    </div>
  );
}

export function SortField<T extends string>({
  id,
  value,
  orders,
}: {
  id: string;
  value: T;
  orders: readonly { readonly value: T; readonly label: MessageDescriptor }[];
}) {
  const intl = useIntl();
  return (
    <div className="field">
      <label htmlFor={id}>{intl.formatMessage(filterMessages.sort)}</label>
      <select id={id} name="sort" defaultValue={value}>
        {orders.map((order) => (
          <option key={order.value} value={order.value}>
            {intl.formatMessage(order.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
