import { alternatesOf, isLanguage, listingPath, localizePath } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { routeTablePageLinks } from '~/features/language';
import { listArticles } from '~/features/content/content.server';
import { featuredListings, propertyTypeOptions } from '~/features/listings/listings.server';
import { listProjects } from '~/features/projects/projects.server';
import { latestTestimonials } from '~/features/testimonials/testimonials.server';
import { graphqlClient } from '~/graphql/apollo.server';

/** Home: featured listings for sale and for rent, the newest projects, the search form's types. */
export async function loadHome({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const language = url.pathname.split('/')[1];
  if (!isLanguage(language)) throw data(null, { status: 404 });
  const client = graphqlClient(context);
  const [forSale, forRent, projects, typeOptions, testimonials, services] = await Promise.all([
    featuredListings(client, language, 0),
    featuredListings(client, language, 1),
    listProjects(client, language, 1, 3),
    propertyTypeOptions(client, language),
    latestTestimonials(client, language, 3),
    listArticles(client, 'services', language).catch(() => []),
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
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
