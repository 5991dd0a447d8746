import type { Core } from '@strapi/strapi';

// REST is bounded like GraphQL: no request can ask for an unbounded page.
const config: Core.Config.Api = {
  rest: {
    defaultLimit: 24,
    maxLimit: 100,
    withCount: true,
  },
};

export default config;
