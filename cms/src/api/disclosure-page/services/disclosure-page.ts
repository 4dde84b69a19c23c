import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::disclosure-page.disclosure-page');
