import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::demand-register.demand-register');
