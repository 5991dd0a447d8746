import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import {
  filterMessages,
  PlaceField,
  PriceFields,
  RegionField,
  ResultsSearchForm,
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
 * region, price range, sort), in the lists' {@link ResultsSearchForm}.
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
    <ResultsSearchForm action={action} label={intl.formatMessage(projectListMessages.searchLabel)} view={search.view}>
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
    </ResultsSearchForm>
  );
}
