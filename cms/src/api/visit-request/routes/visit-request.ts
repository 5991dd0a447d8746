import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::visit-request.visit-request');
