import { SectionPage } from '~/features/content';
import { loadSection } from '~/features/content/content.server';
import { publicPageHeaders } from '~/shell/site';
import type { Route } from './+types/section';

export const loader = ({ url, context }: Route.LoaderArgs) => loadSection({ url, context });
export const headers = publicPageHeaders;

export default function Section({ loaderData }: Route.ComponentProps) {
  return <SectionPage data={loaderData} />;
}
