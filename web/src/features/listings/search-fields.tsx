import { useIntl } from 'react-intl';
import type { PropertyTypeOption } from './listing';
import { searchMessages } from './search-messages';

// The fields every property search has (home, the lists, the projects, the 404 page): plain
// inputs named as the query string, so a GET form works without JavaScript. `id` prefixes make
// the ids unique per form. The lists' other filters are in `filter-fields.tsx`.

/**
 * The property type select: the two-level classification tree as option groups. A top-level type
 * is chosen through the first option of its group ("House: all types") and finds its children's
 * listings too; a type without children is a plain option.
 */
export function TypeField({
  id,
  value,
  options,
}: {
  id: string;
  value: number | null;
  options: readonly PropertyTypeOption[];
}) {
  const intl = useIntl();
  return (
    <div className="field field--type">
      <label htmlFor={id}>{intl.formatMessage(searchMessages.type)}</label>
      <select id={id} name="type" defaultValue={value ?? ''}>
        <option value="">{intl.formatMessage(searchMessages.anyType)}</option>
        {options.map((option) =>
          option.children.length > 0 ? (
            <optgroup key={option.value} label={option.label}>
              <option value={option.value}>
                {intl.formatMessage(searchMessages.allOfType, { type: option.label })}
              </option>
              {option.children.map((child) => (
                <option key={child.value} value={child.value}>
                  {child.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
    </div>
  );
}

export function PlaceField({ id, value }: { id: string; value: string }) {
  const intl = useIntl();
  return (
    <div className="field field--place">
      <label htmlFor={id}>{intl.formatMessage(searchMessages.place)}</label>
      <input
        id={id}
        name="place"
        type="search"
        defaultValue={value}
        placeholder={intl.formatMessage(searchMessages.placePlaceholder)}
        autoComplete="address-level2"
      />
    </div>
  );
}

/**
 * Minimum and maximum price in whole euros: any amount (850, 249500), no step. `rangeError`: the
 * minimum was above the maximum; the message sits under the maximum, which it describes.
 */
export function PriceFields({
  id,
  minPrice,
  maxPrice,
  rangeError = false,
}: {
  id: string;
  minPrice: number | null;
  maxPrice: number | null;
  rangeError?: boolean;
}) {
  const intl = useIntl();
  const errorId = `${id}-maxPrice-error`;
  return (
    <>
      {(
        [
          ['minPrice', minPrice],
          ['maxPrice', maxPrice],
        ] as const
      ).map(([name, value]) => (
        <div key={name} className={`field field--price${rangeError ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-${name}`}>{intl.formatMessage(searchMessages[name])}</label>
          <input
            id={`${id}-${name}`}
            name={name}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            defaultValue={value ?? ''}
            aria-invalid={rangeError || undefined}
            aria-describedby={rangeError ? errorId : undefined}
          />
        </div>
      ))}
      {rangeError ? (
        <p id={errorId} className="field__error search-form__error">
          {intl.formatMessage(searchMessages.priceRangeOrder)}
        </p>
      ) : null}
    </>
  );
}
