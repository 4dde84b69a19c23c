import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::crypto-news-item.crypto-news-item');
