import { data } from 'react-router';
import { formsMessageTables, withFormHeaders, withLeadForms } from '~/features/forms/index.server';
import { FillTimeStylesheet } from '~/features/forms';
import type { LeadFormState } from '~/features/forms';
import { NewsletterForm } from '~/features/leads';
import { newsletterAction } from '~/features/leads/index.server';
import { isLanguage } from '@vitrine/domain';
import { useSite } from '~/shell/site';
import { noMessages } from '~/i18n/messages.server';
import type { Route } from './+types/newsletter';

/** The newsletter sign-up page: where the footer's sign-up posts, and its answer without JavaScript. */
export function loader({ url }: Route.LoaderArgs) {
  const language = url.pathname.split('/')[1];
  if (!isLanguage(language)) throw data(null, { status: 404 });
  const page = withLeadForms(
    { language, pageLinks: null, messages: noMessages },
    language,
    ['newsletterSignup'],
    formsMessageTables,
  );
  // The footer's sign-up brings the address here (a GET): the visitor gives consent and sends.
  const email = url.searchParams.get('email')?.slice(0, 254) ?? '';
  const signup: LeadFormState = { ...page.leadForms.newsletterSignup!, values: email ? { email } : {} };
  return { ...page, leadForms: { newsletterSignup: signup } };
}
export const action = (args: Route.ActionArgs) => newsletterAction(args);
export const headers = withFormHeaders(() => ({ 'Cache-Control': 'no-store' }));
export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  const state = actionData?.leadForm ?? loaderData.leadForms.newsletterSignup!;
  return (
    <div className="container narrow section">
      <FillTimeStylesheet />
      <NewsletterForm state={state} language={loaderData.language} agencyPhone={settings?.agency?.phone ?? null} />
    </div>
  );
}
