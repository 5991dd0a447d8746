import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::owner-stat.owner-stat');
