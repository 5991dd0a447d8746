import { publicPageHeaders } from '~/shell/site';
import { TestimonialsPage } from '~/features/testimonials';
import { loadTestimonialsPage } from '~/features/testimonials/testimonials.server';
import type { Route } from './+types/testimonials';

export const loader = ({ url, context }: Route.LoaderArgs) => loadTestimonialsPage({ url, context });
export const headers = publicPageHeaders;

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  return <TestimonialsPage data={loaderData} />;
}
