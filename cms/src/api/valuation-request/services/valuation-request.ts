import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::valuation-request.valuation-request');
