import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::crypto-news-item.crypto-news-item');
