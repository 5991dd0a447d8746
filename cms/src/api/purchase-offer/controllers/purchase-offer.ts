import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::purchase-offer.purchase-offer');
