import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::demand-register.demand-register');
