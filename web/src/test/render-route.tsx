import { render } from '@testing-library/react';
import { createRoutesStub, Outlet, RouterContextProvider, useLoaderData } from 'react-router';
import { AlternateLinks } from '~/shell/language';
import { SiteHeader } from '~/shell/site';
import { createApolloClient, graphqlClientContext } from '~/graphql/apollo.server';
import { SiteIntlProvider } from '~/i18n/intl-provider';
import { useRouteMessages } from '~/i18n/route-messages';
import { loader as rootLoader } from '~/root';

/** The URL Strapi answers on in tests (msw intercepts it). */
export const testStrapiUrl = 'http://strapi.test';

/** A router context as the root middleware prepares it: a GraphQL client for this request. */
export function testContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(graphqlClientContext, createApolloClient({ strapiUrl: testStrapiUrl }));
  return context;
}

/**
 * The root's providers without the document shell (`<html>`, scripts) a test cannot render; the
 * messages as the real root merges them (the root's and the page loader's), so a page whose loader
 * forgets a message its components render fails its test (react-intl reports it).
 */
function TestRoot() {
  const { site } = useLoaderData<typeof rootLoader>();
  const messages = useRouteMessages();
  return (
    <SiteIntlProvider language={site.language} messages={messages}>
      {/* React 19 hoists these links and meta tags into document.head, as on the server. */}
      <AlternateLinks siteUrl={site.siteUrl} defaultLanguage={site.defaultLanguage} />
      <SiteHeader language={site.language} settings={site.settings} />
      <Outlet />
    </SiteIntlProvider>
  );
}

/** A route module's loader and default export (typed by typegen for its own route). */
interface TestRoute {
  readonly path: string;
  readonly loader?: unknown;
  readonly Component: unknown;
}

/** Renders one route module under a root like the real one, at a URL, with real loaders. */
export function renderRoute(url: string, route: TestRoute) {
  const Stub = createRoutesStub(
    [
      {
        id: 'root',
        path: '/',
        loader: rootLoader as never,
        Component: TestRoot,
        children: [{ path: route.path, loader: route.loader as never, Component: route.Component as never }],
      },
    ],
    testContext(),
  );
  return render(<Stub initialEntries={[url]} />);
}
