import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::visit-request.visit-request');
