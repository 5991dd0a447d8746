import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::visit-slot.visit-slot');
