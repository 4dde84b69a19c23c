import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::activity-event.activity-event');
