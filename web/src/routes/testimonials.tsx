import { useSearchParams } from 'react-router';
import { withFormHeaders, withLeadForms } from '~/features/forms/index.server';
import { FillTimeStylesheet } from '~/features/forms';
import { lazy, Suspense } from 'react';
import { TestimonialForm as TestimonialFormInPlace } from '~/features/leads';
import { testimonialAction, testimonialPageFormMessages } from '~/features/leads/index.server';
import { publicPageHeaders, useSite } from '~/shell/site';
import { TestimonialsPage } from '~/features/testimonials';
import { loadTestimonialsPage } from '~/features/testimonials/testimonials.server';
import type { Route } from './+types/testimonials';

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await loadTestimonialsPage({ url, context });
  return withLeadForms(page, page.language, ['testimonial'], testimonialPageFormMessages);
}
/** The testimonial form posts here (stored as a draft an agent publishes). */
export const action = (args: Route.ActionArgs) => testimonialAction(args);
export const headers = withFormHeaders(publicPageHeaders);

/** The form: rendered in place by the server, its code fetched by the browser after the page's. */
const TestimonialForm = import.meta.env.SSR
  ? TestimonialFormInPlace
  : lazy(async () => {
      const { TestimonialForm } = await import('~/features/leads/site-lead-forms');
      return { default: TestimonialForm };
    });

export default function Testimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  const [search] = useSearchParams();
  return (
    <>
      <TestimonialsPage data={loaderData} />
      <div className="container narrow section">
        <FillTimeStylesheet />
        <Suspense fallback={null}>
          <TestimonialForm
            state={actionData?.leadForm ?? loaderData.leadForms.testimonial!}
            language={loaderData.language}
            sent={search.get('testimonial') === 'sent'}
            agencyPhone={settings?.agency?.phone ?? null}
          />
        </Suspense>
      </div>
    </>
  );
}
