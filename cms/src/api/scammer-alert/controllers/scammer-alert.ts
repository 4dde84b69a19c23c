import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::scammer-alert.scammer-alert');
