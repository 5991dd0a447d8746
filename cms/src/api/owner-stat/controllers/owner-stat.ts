import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::owner-stat.owner-stat');
