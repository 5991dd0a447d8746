import { ListingListPage } from '~/features/listings';
import { loadListingList } from '~/features/listings/listing-list.server';
import { publicPageHeaders } from '~/features/site';
import type { Route } from './+types/listing-list';

export const loader = ({ url, context }: Route.LoaderArgs) => loadListingList({ url, context });
export const headers = publicPageHeaders;

export default function ListingList({ loaderData }: Route.ComponentProps) {
  return <ListingListPage data={loaderData} />;
}
