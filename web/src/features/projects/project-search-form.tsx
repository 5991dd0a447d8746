import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Form } from 'react-router';
import {
  filterMessages,
  PlaceField,
  PriceFields,
  RegionField,
  searchMessages,
  SortField,
  type SearchProblem,
} from '~/features/listings';
import { projectListMessages } from './list-messages';
import type { ProjectSearch, ProjectSortOrder } from './project-search';

const projectSortOrders: readonly { value: ProjectSortOrder; label: MessageDescriptor }[] = [
  { value: 'newest', label: filterMessages.sortNewest },
  { value: 'price-asc', label: filterMessages.sortPriceAsc },
  { value: 'price-desc', label: filterMessages.sortPriceDesc },
  { value: 'delivery', label: projectListMessages.sortDelivery },
];

/**
 * The projects search: the property search's fields that make sense for a project (place,
 * region, price range, sort), as a plain GET form that works without JavaScript.
 */
export function ProjectSearchForm({
  action,
  search,
  problems,
}: {
  action: string;
  search: ProjectSearch;
  problems: readonly SearchProblem[];
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <Form
      method="get"
      action={action}
      className="search-form search-form--full"
      aria-label={intl.formatMessage(projectListMessages.searchLabel)}
    >
      <div className="search-form__fields">
        <PlaceField id={`${id}-place`} value={search.place} />
        <RegionField id={`${id}-region`} value={search.region} />
        <PriceFields
          id={id}
          minPrice={search.minPrice}
          maxPrice={search.maxPrice}
          rangeError={problems.includes('priceRange')}
        />
        <SortField id={`${id}-sort`} value={search.sort} orders={projectSortOrders} />
      </div>
      {/* A new search keeps the map open when it was. */}
      {search.view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
      <button type="submit" className="button button--primary search-form__submit">
        {intl.formatMessage(searchMessages.submit)}
      </button>
    </Form>
  );
}
