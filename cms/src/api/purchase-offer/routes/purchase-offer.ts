import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::purchase-offer.purchase-offer');
