import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  title: {
    id: 'home.title',
    defaultMessage: 'Houses and apartments for sale and for rent in Belgium',
    description: 'Title of the home page (browser tab and search results)',
  },
  heroHeading: {
    id: 'home.hero.heading',
    defaultMessage: 'Find the home that suits you',
    description: 'Main heading of the home page',
  },
  heroLead: {
    id: 'home.hero.lead',
    defaultMessage: 'Buy, rent or discover a new build with an accredited estate agent who knows the area.',
    description: 'Text under the home page heading',
  },
  featuredSale: {
    id: 'home.featured.sale',
    defaultMessage: 'Featured properties for sale',
    description: 'Home section heading',
  },
  featuredRent: {
    id: 'home.featured.rent',
    defaultMessage: 'Featured properties for rent',
    description: 'Home section heading',
  },
  projects: { id: 'home.projects', defaultMessage: 'New-build projects', description: 'Home section heading' },
  projectsLead: {
    id: 'home.projects.lead',
    defaultMessage: 'Buy off-plan: energy-efficient homes, delivered turnkey.',
    description: 'Text under the projects heading on the home page',
  },
  seeAllSale: {
    id: 'home.seeAll.sale',
    defaultMessage: 'All properties for sale',
    description: 'Link under the for-sale highlights',
  },
  seeAllRent: {
    id: 'home.seeAll.rent',
    defaultMessage: 'All properties for rent',
    description: 'Link under the for-rent highlights',
  },
  seeAllProjects: {
    id: 'home.seeAll.projects',
    defaultMessage: 'All projects',
    description: 'Link under the project highlights',
  },
});
