import { ListingListPage } from '~/features/results';
import { loadListingList } from '~/features/results/listing-list.server';
import { publicPageHeaders } from '~/shell/site';
import type { Route } from './+types/listing-list';

export const loader = ({ url, context }: Route.LoaderArgs) => loadListingList({ url, context });
export const headers = publicPageHeaders;

export default function ListingList({ loaderData }: Route.ComponentProps) {
  return <ListingListPage data={loaderData} />;
}
