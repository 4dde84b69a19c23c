import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::crypto-news-item.crypto-news-item');
