import { ArticlePage } from '~/features/content';
import { loadArticle } from '~/features/content/content.server';
import { publicPageHeaders } from '~/shell/site';
import type { Route } from './+types/article';

export const loader = ({ url, context }: Route.LoaderArgs) => loadArticle({ url, context });
export const headers = publicPageHeaders;

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticlePage data={loaderData} />;
}
