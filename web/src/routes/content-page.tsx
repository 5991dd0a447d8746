import { ContentPageView } from '~/features/content';
import { loadContentPage } from '~/features/content/content.server';
import { publicPageHeaders } from '~/shell/site';
import type { Route } from './+types/content-page';

export const loader = ({ url, context }: Route.LoaderArgs) => loadContentPage({ url, context });
export const headers = publicPageHeaders;

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView data={loaderData} />;
}
