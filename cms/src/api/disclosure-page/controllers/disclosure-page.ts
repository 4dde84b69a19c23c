import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::disclosure-page.disclosure-page');
