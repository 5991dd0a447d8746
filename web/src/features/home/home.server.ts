import { alternatesOf, isLanguage, listingPath } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { routeTablePageLinks } from '~/features/language';
import { featuredListings, propertyTypeOptions } from '~/features/listings/listings.server';
import { listProjects } from '~/features/projects/projects.server';
import { graphqlClient } from '~/graphql/apollo.server';

/** Home: featured listings for sale and for rent, the newest projects, the search form's types. */
export async function loadHome({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const language = url.pathname.split('/')[1];
  if (!isLanguage(language)) throw data(null, { status: 404 });
  const client = graphqlClient(context);
  const [forSale, forRent, projects, typeOptions] = await Promise.all([
    featuredListings(client, language, 0),
    featuredListings(client, language, 1),
    listProjects(client, language, 1, 3),
    propertyTypeOptions(client, language),
  ]);
  return {
    language,
    forSale,
    forRent,
    projects: projects.projects,
    typeOptions,
    paths: {
      sale: listingPath(language, 0),
      rent: listingPath(language, 1),
      projects: listingPath(language, 'projects'),
    },
    pageLinks: routeTablePageLinks(alternatesOf(`/${language}/`), language),
  };
}

export type HomeData = Awaited<ReturnType<typeof loadHome>>;
