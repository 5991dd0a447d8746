import { useId } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import type { PropertyTypeOption } from './listing';
import { searchRegions, sortOrders, type ListingSearch, type SearchRegion, type SortOrder } from './listing-search';
import { listingMessages } from './messages';

export const regionLabels: Readonly<Record<SearchRegion, MessageDescriptor>> = {
  flanders: listingMessages.regionFlanders,
  brussels: listingMessages.regionBrussels,
  wallonia: listingMessages.regionWallonia,
  luxembourg: listingMessages.regionLuxembourg,
};

const sortLabels: Readonly<Record<SortOrder, MessageDescriptor>> = {
  newest: listingMessages.sortNewest,
  'price-asc': listingMessages.sortPriceAsc,
  'price-desc': listingMessages.sortPriceDesc,
};

const bedroomChoices = [1, 2, 3, 4, 5];

interface SearchFormProps {
  /** The list the form searches (GET); a `goal` choice may send the visitor to the other list. */
  readonly action: string;
  readonly search?: ListingSearch | null;
  readonly typeOptions?: readonly PropertyTypeOption[];
  /** Home and 404: buy/rent choice, place, type and price only. */
  readonly variant?: 'full' | 'compact';
  /** With the compact variant: the buy/rent choice (0 sale, 1 rent) checked by default. */
  readonly goal?: number;
}

/**
 * The property search: a plain GET form, so it works without JavaScript; with JavaScript the
 * router submits it without a full page load. Empty fields are dropped by the list's loader.
 */
export function SearchForm({ action, search, typeOptions = [], variant = 'full', goal = 0 }: SearchFormProps) {
  const intl = useIntl();
  const id = useId();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const field = (name: string) => `${id}-${name}`;
  return (
    <Form
      method="get"
      action={action}
      className={`search-form search-form--${variant}`}
      aria-label={t(listingMessages.searchLabel)}
    >
      {variant === 'compact' ? (
        <fieldset className="search-form__goal">
          <legend className="visually-hidden">{t(listingMessages.goal)}</legend>
          {[
            { value: 0, label: listingMessages.goalBuy },
            { value: 1, label: listingMessages.goalRent },
          ].map((choice) => (
            <label key={choice.value} className="segmented">
              <input type="radio" name="goal" value={choice.value} defaultChecked={choice.value === goal} />
              <span>{t(choice.label)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="search-form__fields">
        <div className="field field--place">
          <label htmlFor={field('place')}>{t(listingMessages.place)}</label>
          <input
            id={field('place')}
            name="place"
            type="search"
            defaultValue={search?.place ?? ''}
            placeholder={t(listingMessages.placePlaceholder)}
            autoComplete="address-level2"
          />
        </div>
        {typeOptions.length > 0 ? (
          <div className="field">
            <label htmlFor={field('type')}>{t(listingMessages.type)}</label>
            <select id={field('type')} name="type" defaultValue={search?.type ?? ''}>
              <option value="">{t(listingMessages.anyType)}</option>
              {typeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {variant === 'full' ? (
          <div className="field">
            <label htmlFor={field('region')}>{t(listingMessages.region)}</label>
            <select id={field('region')} name="region" defaultValue={search?.region ?? ''}>
              <option value="">{t(listingMessages.anyRegion)}</option>
              {searchRegions.map((region) => (
                <option key={region} value={region}>
                  {t(regionLabels[region])}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field field--price">
          <label htmlFor={field('minPrice')}>{t(listingMessages.minPrice)}</label>
          <input
            id={field('minPrice')}
            name="minPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            defaultValue={search?.minPrice ?? ''}
          />
        </div>
        <div className="field field--price">
          <label htmlFor={field('maxPrice')}>{t(listingMessages.maxPrice)}</label>
          <input
            id={field('maxPrice')}
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            defaultValue={search?.maxPrice ?? ''}
          />
        </div>
        {variant === 'full' ? (
          <>
            <div className="field">
              <label htmlFor={field('bedrooms')}>{t(listingMessages.bedrooms)}</label>
              <select id={field('bedrooms')} name="bedrooms" defaultValue={search?.bedrooms ?? ''}>
                <option value="">{t(listingMessages.anyBedrooms)}</option>
                {bedroomChoices.map((count) => (
                  <option key={count} value={count}>
                    {intl.formatMessage(listingMessages.bedroomsAtLeast, { count })}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={field('sort')}>{t(listingMessages.sort)}</label>
              <select id={field('sort')} name="sort" defaultValue={search?.sort ?? 'newest'}>
                {sortOrders.map((order) => (
                  <option key={order} value={order}>
                    {t(sortLabels[order])}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
      </div>
      {/* A new search keeps the map open when it was. */}
      {search?.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
      <button type="submit" className="button button--primary search-form__submit">
        {t(listingMessages.submit)}
      </button>
    </Form>
  );
}
