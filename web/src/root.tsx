import { isLanguage, languageFromUrl, type Language } from '@vitrine/domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { env, publicEnv } from '~/env.server';
import {
  categoryMessages,
  ConsentManager as ConsentManagerInPlace,
  consentMessages,
  ConsentSettingsLink,
  TrackingPixel,
} from '~/features/consent';
import { readConsent } from '~/features/consent/consent.server';
import * as errorPages from '~/features/errors';
import { visitorAddress } from '~/features/forms/client-address.server';
import { AlternateLinks, languageMessages, RememberLanguage } from '~/shell/language';
import { requestLanguage } from '~/shell/language/language.server';
import { searchMessages } from '~/features/listings';
import { draftPreview } from '~/features/preview/preview.server';
import { isDraftPreview } from '~/features/preview/preview-session.server';
import { SiteFooter as SiteFooterInPlace, SiteHeader, siteMessages, type SiteData } from '~/shell/site';
import { footerOf } from '~/shell/site/footer.server';
import { sitePathsOf } from '~/shell/site/site-paths.server';
import { siteDefaultLanguage } from '~/shell/site/default-language.server';
import { loadSiteSettings } from '~/shell/site/site.server';
import { graphqlClient, provideGraphqlClient } from '~/graphql/apollo.server';
import { SiteIntlProvider } from '~/i18n/intl-provider';
import { pageMessages } from '~/i18n/messages.server';
import { useRouteMessages } from '~/i18n/route-messages';
import { afterFirstLoad } from '~/ui/after-first-load';
import type { Route } from './+types/root';
import { SiteStyles } from './styles/site-styles';

export const middleware: Route.MiddlewareFunction[] = [
  // Strapi is asked on behalf of the visitor: its limits see their address.
  provideGraphqlClient((request) => visitorAddress(request, env.TRUSTED_PROXY)),
  draftPreview,
];

// The site's stylesheet is written into the head (SiteStyles), not linked: decision 010.
export const links: Route.LinksFunction = () => [
  // Declared, so browsers do not ask for a missing /favicon.ico (a 404 in the console).
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The messages of what the root renders on every page: header, language switcher, cookie consent,
 * and the 404 and error pages (any page's loader may answer 404: the 404 page's search form is here
 * too); the footer comes written out (`site.footer`). Each page's loader sends its own (`messages`
 * in its data); the provider merges them.
 */
const shellMessages = [siteMessages, languageMessages, consentMessages, categoryMessages, searchMessages];

/** Language, the shell's messages and the site settings: what every page needs, once per language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The default language as the agents set it in the site settings (read once a minute at most).
  const defaultLanguage = await siteDefaultLanguage(graphqlClient(context));
  const language = requestLanguage(request, defaultLanguage);
  const settings = await loadSiteSettings(graphqlClient(context), language);
  const paths = sitePathsOf(language);
  const site: SiteData = {
    language,
    defaultLanguage,
    siteUrl: publicEnv().PUBLIC_SITE_URL,
    settings,
    paths,
    footer: footerOf({ language, settings, paths }),
  };
  return {
    site,
    messages: pageMessages(language, shellMessages),
    consent: readConsent(request, { preview: isDraftPreview(request) }),
  };
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

/**
 * The consent banner and the footer, on every page: rendered in place by the server, their code
 * fetched by the browser after the page's (issue 23: every page's first load is that much lighter;
 * until then the banner's buttons post its plain form and the footer's links are plain links).
 */
const ConsentManager = import.meta.env.SSR
  ? ConsentManagerInPlace
  : afterFirstLoad(async () => (await import('~/features/consent/consent-manager')).ConsentManager);
const SiteFooter = import.meta.env.SSR
  ? SiteFooterInPlace
  : afterFirstLoad(async () => (await import('~/shell/site/site-footer')).SiteFooter);

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
  const { pathname, search } = useLocation();
  // Without root data (its loader failed), the path still says the language: path, lng, default.
  const language: Language = data?.site.language ?? languageFromUrl(`${pathname}${search}`);
  const verification = data?.site.settings?.verification;
  // A route embedded in another page (the map frame, `handle.frame`) gets no header or footer.
  const frame = useMatches().some((match) => (match.handle as { frame?: boolean } | undefined)?.frame === true);
  const messages = useRouteMessages();
  const body = frame ? (
    children
  ) : (
    <>
      <SkipLink />
      {data ? (
        <Suspense fallback={null}>
          <ConsentManager
            consent={data.consent}
            language={language}
            message={data.site.settings?.consentMessage ?? null}
            policyPath={data.site.paths.cookiePolicy}
          />
        </Suspense>
      ) : null}
      <SiteHeader language={language} settings={data?.site.settings ?? null} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {data ? (
        <Suspense fallback={null}>
          <SiteFooter footer={data.site.footer} consentLink={<ConsentSettingsLink language={language} />} />
        </Suspense>
      ) : null}
      {data ? <TrackingPixel url={data.site.settings?.trackingPixelUrl ?? null} consent={data.consent} /> : null}
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
        <SiteStyles />
        <Links />
        {data ? <AlternateLinks siteUrl={data.site.siteUrl} defaultLanguage={data.site.defaultLanguage} /> : null}
      </head>
      <body>
        {data ? (
          <SiteIntlProvider language={language} messages={messages}>
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

/**
 * The 404 and error pages (with their search form) are rendered in place by the server, and
 * fetched by the browser only when a page needs them: they stay out of every page's first load.
 */
const errorPage = <Name extends keyof typeof errorPages>(name: Name) =>
  lazy(async () => ({ default: (await import('~/features/errors'))[name] }));
const { NotFoundPage, ErrorPage, SiteUnavailablePage } = import.meta.env.SSR
  ? errorPages
  : {
      NotFoundPage: errorPage('NotFoundPage'),
      ErrorPage: errorPage('ErrorPage'),
      SiteUnavailablePage: errorPage('SiteUnavailablePage'),
    };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>('root');
  const { pathname, search } = useLocation();
  const language = data?.site.language;
  // Strapi down or hung (entry.server.tsx answers 503): "temporarily unavailable", translated.
  if (!data || !isLanguage(language) || (isRouteErrorResponse(error) && error.status === 503)) {
    // The root loader itself failed: no messages, so the page's own small table speaks the language.
    return (
      <Suspense fallback={null}>
        <SiteUnavailablePage language={isLanguage(language) ? language : languageFromUrl(`${pathname}${search}`)} />
      </Suspense>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage language={language} />
      ) : (
        <ErrorPage language={language} />
      )}
    </Suspense>
  );
}
