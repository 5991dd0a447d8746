import { isLanguage, type Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { env, publicEnv } from '~/env.server';
import { ErrorPage, NotFoundPage } from '~/features/errors';
import { AlternateLinks, RememberLanguage } from '~/features/language';
import { requestLanguage } from '~/features/language/language.server';
import { SiteFooter, SiteHeader, siteMessages, type SiteData } from '~/features/site';
import { loadSiteSettings } from '~/features/site/site.server';
import { graphqlClient, provideGraphqlClient } from '~/graphql/apollo.server';
import { SiteIntlProvider } from '~/i18n/intl-provider';
import { messagesFor } from '~/i18n/messages.server';
import type { Route } from './+types/root';
import stylesHref from './styles/app.css?url';

export const middleware: Route.MiddlewareFunction[] = [provideGraphqlClient];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesHref }];

/** Language, its messages and the site settings: everything every page needs, once per language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, env.DEFAULT_LANGUAGE);
  const settings = await loadSiteSettings(graphqlClient(context), language);
  const site: SiteData = {
    language,
    defaultLanguage: env.DEFAULT_LANGUAGE,
    siteUrl: publicEnv().PUBLIC_SITE_URL,
    settings,
  };
  return { site, messages: messagesFor(language) };
}

/** The root data only changes with the language: client navigations within one language skip it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  const languageOf = (url: URL) => url.pathname.split('/')[1];
  return languageOf(currentUrl) !== languageOf(nextUrl);
}

function SkipLink() {
  const intl = useIntl();
  return (
    <a className="skip-link" href="#main">
      {intl.formatMessage(siteMessages.skipToContent)}
    </a>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language: Language = data?.site.language ?? 'en';
  const verification = data?.site.settings?.verification;
  // A route embedded in another page (the map frame, `handle.frame`) gets no header or footer.
  const frame = useMatches().some((match) => (match.handle as { frame?: boolean } | undefined)?.frame === true);
  const body = frame ? (
    children
  ) : (
    <>
      <SkipLink />
      <SiteHeader language={language} settings={data?.site.settings ?? null} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter language={language} settings={data?.site.settings ?? null} />
    </>
  );
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3d3e" />
        {verification?.google ? <meta name="google-site-verification" content={verification.google} /> : null}
        {verification?.facebook ? <meta name="facebook-domain-verification" content={verification.facebook} /> : null}
        {verification?.norton ? <meta name="norton-safeweb-site-verification" content={verification.norton} /> : null}
        <Meta />
        <Links />
        {data ? <AlternateLinks siteUrl={data.site.siteUrl} defaultLanguage={data.site.defaultLanguage} /> : null}
      </head>
      <body>
        {data ? (
          <SiteIntlProvider language={language} messages={data.messages}>
            {body}
          </SiteIntlProvider>
        ) : (
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <RememberLanguage language={loaderData.site.language} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const language = data?.site.language;
  if (!data || !isLanguage(language)) {
    // The root loader itself failed: no messages to speak the visitor's language with.
    return (
      <div className="container narrow error-page">
        <h1>Vitrine</h1>
        <p>The site is temporarily unavailable. Please try again in a moment.</p>
      </div>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage language={language} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage language={language} />;
}
