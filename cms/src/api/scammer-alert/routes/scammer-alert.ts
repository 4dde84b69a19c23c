import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::scammer-alert.scammer-alert');
