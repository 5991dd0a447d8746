import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::send-to-friend.send-to-friend');
