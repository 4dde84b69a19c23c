import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::activity-event.activity-event');
