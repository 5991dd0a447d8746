import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::send-to-friend.send-to-friend');
