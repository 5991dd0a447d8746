import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::document-request.document-request');
