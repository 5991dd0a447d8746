import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::document-request.document-request');
