import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::visit-slot.visit-slot');
