import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::valuation-request.valuation-request');
