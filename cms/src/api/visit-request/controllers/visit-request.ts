import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::visit-request.visit-request');
