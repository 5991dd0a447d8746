import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::valuation-request.valuation-request');
