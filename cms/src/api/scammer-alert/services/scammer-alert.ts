import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::scammer-alert.scammer-alert');
