import type { StrapiApp } from '@strapi/strapi/admin';

export default {
  config: {
    locales: ['nl', 'fr', 'de'],
  },
  bootstrap(_app: StrapiApp) {},
};
