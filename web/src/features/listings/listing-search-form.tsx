import { areaRadiiKm } from '@vitrine/domain';
import { useId } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CountField, RegionField, SortField } from './filter-fields';
import { filterMessages } from './filter-messages';
import type { PropertyTypeOption } from './listing';
import {
  hasMoreCriteria,
  listingSearchQuery,
  sortOrders,
  type ListingSearch,
  type SearchProblem,
  type SortOrder,
} from './listing-search';
import { ResultsSearchForm } from './results-search-form';
import { PlaceField, PriceFields, TypeField } from './search-fields';
import { searchMessages } from './search-messages';

const sortLabels: Readonly<Record<SortOrder, MessageDescriptor>> = {
  newest: filterMessages.sortNewest,
  'price-asc': filterMessages.sortPriceAsc,
  'price-desc': filterMessages.sortPriceDesc,
};

const listingSortOrders = sortOrders.map((order) => ({ value: order, label: sortLabels[order] }));

/** The choices of the count criteria (a query string may hold another count; it is kept). */
const choices = {
  bedrooms: [1, 2, 3, 4, 5],
  maxBedrooms: [1, 2, 3, 4, 5, 6],
  bathrooms: [1, 2, 3],
  garages: [1, 2, 3],
  parkings: [1, 2, 3, 4],
} as const;

interface ListingSearchFormProps {
  /** The list the form searches (GET). */
  readonly action: string;
  readonly search: ListingSearch;
  readonly typeOptions: readonly PropertyTypeOption[];
  /** Ranges given the wrong way round: said under the field, the rest of the search applies. */
  readonly problems: readonly SearchProblem[];
  /** Why the drawn area or the distance around the place was not applied (`AreaProblem`), if it was not. */
  readonly areaProblem?: string | null;
}

/**
 * The whole property search of the lists (a {@link ResultsSearchForm}). Empty fields are dropped
 * by the list's loader. The criteria of the demand register that fewer visitors use sit behind "More
 * criteria" (a native disclosure: no script needed; open when one of them is set).
 */
export function ListingSearchForm({
  action,
  search,
  typeOptions,
  problems,
  areaProblem = null,
}: ListingSearchFormProps) {
  const intl = useIntl();
  const id = useId();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const field = (name: string) => `${id}-${name}`;
  const atLeast = (count: number) => intl.formatMessage(filterMessages.countAtLeast, { count });
  const bedroomsError = problems.includes('bedroomsRange') ? field('maxBedrooms-error') : undefined;
  const areaError = areaProblem ? field('area-error') : undefined;
  return (
    <ResultsSearchForm action={action} label={t(searchMessages.searchLabel)} view={search.view}>
      {search.area ? (
        // The drawn area stays with a new search of the form until the visitor removes it.
        <div className="search-form__area">
          <input type="hidden" name="area" value={search.area} />
          {areaProblem ? null : <p>{t(filterMessages.drawnArea)}</p>}
          <Link to={`${action}${listingSearchQuery({ ...search, area: '', page: 1 })}`} preventScrollReset>
            {t(filterMessages.removeArea)}
          </Link>
        </div>
      ) : null}
      {areaError ? (
        <p id={areaError} className="field__error search-form__error" role="alert">
          {intl.formatMessage(filterMessages.areaProblem, { problem: areaProblem! })}
        </p>
      ) : null}
      <div className="search-form__fields">
        <PlaceField id={field('place')} value={search.place} />
        <CountField
          id={field('km')}
          name="km"
          label={filterMessages.distance}
          value={search.km}
          choices={areaRadiiKm}
          optionLabel={(km) => intl.formatMessage(filterMessages.withinKm, { km })}
          anyLabel={filterMessages.onlyThisPlace}
          errorId={areaError && !search.area ? areaError : undefined}
        />
        {typeOptions.length > 0 ? <TypeField id={field('type')} value={search.type} options={typeOptions} /> : null}
        <RegionField id={field('region')} value={search.region} />
        <PriceFields
          id={id}
          minPrice={search.minPrice}
          maxPrice={search.maxPrice}
          rangeError={problems.includes('priceRange')}
        />
        <CountField
          id={field('bedrooms')}
          name="bedrooms"
          label={filterMessages.bedrooms}
          value={search.bedrooms}
          choices={choices.bedrooms}
          optionLabel={atLeast}
        />
        <SortField id={field('sort')} value={search.sort} orders={listingSortOrders} />
      </div>
      <details className="search-form__more" open={hasMoreCriteria(search) || bedroomsError !== undefined}>
        <summary className="search-form__more-toggle">{t(filterMessages.moreCriteria)}</summary>
        <div className="search-form__fields">
          <CountField
            id={field('maxBedrooms')}
            name="maxBedrooms"
            label={filterMessages.maxBedrooms}
            value={search.maxBedrooms}
            choices={choices.maxBedrooms}
            optionLabel={(count) => intl.formatNumber(count)}
            errorId={bedroomsError}
          />
          {bedroomsError ? (
            <p id={bedroomsError} className="field__error search-form__error">
              {t(filterMessages.bedroomsRangeOrder)}
            </p>
          ) : null}
          {(['bathrooms', 'garages', 'parkings'] as const).map((name) => (
            <CountField
              key={name}
              id={field(name)}
              name={name}
              label={filterMessages[name]}
              value={search[name]}
              choices={choices[name]}
              optionLabel={atLeast}
            />
          ))}
        </div>
      </details>
    </ResultsSearchForm>
  );
}
