import { alternatesOf, isLanguage, listingPath, localizePath } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { routeTablePageLinks } from '~/shell/language';
import { listArticles } from '~/features/content/index.server';
import { featuredListings, propertyTypeOptions } from '~/features/listings/index.server';
import { listProjects } from '~/features/projects/index.server';
import { latestTestimonials } from '~/features/testimonials/index.server';
import { articleGridMessages, servicesTeaserMessages } from '~/features/content';
import { listingCardMessages } from '~/features/listings';
import { projectCardMessages } from '~/features/projects';
import { organizationJsonLd } from '~/features/seo/index.server';
import { loadSiteSettings } from '~/shell/site/site.server';
import { testimonialCardMessages } from '~/features/testimonials';
import { publicEnv } from '~/env.server';
import { graphqlClient } from '~/graphql/apollo.server';
import { pageMessages } from '~/i18n/messages.server';
import { homeMessages } from './messages';

/** The messages of what the home page renders, beside the root's (its search form is the 404 page's too). */
const homePageMessages = [
  homeMessages,
  listingCardMessages,
  projectCardMessages,
  testimonialCardMessages,
  servicesTeaserMessages,
  articleGridMessages,
];

/** Home: featured listings for sale and for rent, the newest projects, the search form's types. */
export async function loadHome({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const language = url.pathname.split('/')[1];
  if (!isLanguage(language)) throw data(null, { status: 404 });
  const client = graphqlClient(context);
  const [forSale, forRent, projects, typeOptions, testimonials, services, settings] = await Promise.all([
    featuredListings(client, language, 0),
    featuredListings(client, language, 1),
    listProjects(client, language, 1, 3),
    propertyTypeOptions(client, language),
    latestTestimonials(client, language, 3),
    listArticles(client, 'services', language).catch(() => []),
    // The root reads them too: shared (`sharedRead`), so this costs no second request.
    loadSiteSettings(client, language),
  ]);
  return {
    language,
    forSale,
    forRent,
    projects: projects.projects,
    typeOptions,
    testimonials,
    services,
    paths: {
      sale: listingPath(language, 0),
      rent: listingPath(language, 1),
      projects: listingPath(language, 'projects'),
      services: localizePath('/Services/', language),
    },
    pageLinks: routeTablePageLinks(alternatesOf(`/${language}/`), language),
    organization: organizationJsonLd({ settings, siteUrl: publicEnv().PUBLIC_SITE_URL, language }),
    messages: pageMessages(language, homePageMessages),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
