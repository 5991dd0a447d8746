import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::owner-stat.owner-stat');
