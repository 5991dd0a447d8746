import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::send-to-friend.send-to-friend');
