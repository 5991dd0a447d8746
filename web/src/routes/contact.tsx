import { ContactPage } from '~/features/content';
import { loadContentPage } from '~/features/content/content.server';
import { formsMessageTables, withFormHeaders, withLeadForms } from '~/features/forms/index.server';
import { FillTimeStylesheet } from '~/features/forms';
import { lazy, Suspense } from 'react';
import { ContactForm as ContactFormInPlace } from '~/features/leads';
import { contactAction } from '~/features/leads/index.server';
import { publicPageHeaders, useSite } from '~/shell/site';
import type { Route } from './+types/contact';

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await loadContentPage({ url, context });
  return withLeadForms(page, page.language, ['contactMessage'], formsMessageTables);
}
/** The contact form posts here: a site contact, thanked on `/{lang}/…/contact/` (spec: site-contact). */
export const action = (args: Route.ActionArgs) => contactAction(args);
export const headers = withFormHeaders(publicPageHeaders);
/** The form: rendered in place by the server, its code fetched by the browser after the page's. */
const ContactForm = import.meta.env.SSR
  ? ContactFormInPlace
  : lazy(async () => {
      const { ContactForm } = await import('~/features/leads/site-lead-forms');
      return { default: ContactForm };
    });

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  return (
    <>
      <ContactPage data={loaderData} />
      <div className="container narrow section">
        <FillTimeStylesheet />
        <Suspense fallback={null}>
          <ContactForm
            state={actionData?.leadForm ?? loaderData.leadForms.contactMessage!}
            language={loaderData.language}
            agencyPhone={settings?.agency?.phone ?? null}
          />
        </Suspense>
      </div>
    </>
  );
}
