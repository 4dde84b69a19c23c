import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::disclosure-page.disclosure-page');
