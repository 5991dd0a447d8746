import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::demand-register.demand-register');
