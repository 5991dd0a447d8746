import { ContactPage } from '~/features/content';
import { loadContentPage } from '~/features/content/content.server';
import { formsMessageTables, withFormHeaders, withLeadForms } from '~/features/forms/index.server';
import formStyles from '~/features/forms/forms.css?url';
import { ContactForm } from '~/features/leads';
import { contactAction } from '~/features/leads/index.server';
import { publicPageHeaders, useSite } from '~/shell/site';
import type { Route } from './+types/contact';

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await loadContentPage({ url, context });
  return withLeadForms(page, page.language, ['contactMessage'], formsMessageTables);
}
/** The contact form posts here: a site contact, or "contact me" with time slots. */
export const action = (args: Route.ActionArgs) => contactAction(args);
export const headers = withFormHeaders(publicPageHeaders);
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: formStyles }];

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  return (
    <>
      <ContactPage data={loaderData} />
      <div className="container narrow section">
        <ContactForm
          state={actionData?.leadForm ?? loaderData.leadForms.contactMessage!}
          language={loaderData.language}
          agencyPhone={settings?.agency?.phone ?? null}
        />
      </div>
    </>
  );
}
