import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::info-request.info-request');
