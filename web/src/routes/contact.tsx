import { ContactPage } from '~/features/content';
import { loadContentPage } from '~/features/content/content.server';
import { publicPageHeaders } from '~/shell/site';
import type { Route } from './+types/contact';

export const loader = ({ url, context }: Route.LoaderArgs) => loadContentPage({ url, context });
export const headers = publicPageHeaders;

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} />;
}
