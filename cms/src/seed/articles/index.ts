import { BITCOIN_LONG_TERM } from './bitcoin-long-term.ts';
import { CUT_OFF_AND_NAV } from './cut-off-and-nav.ts';
import { OPEN_AN_ACCOUNT } from './open-an-account.ts';
import { SPOTTING_SCAMS } from './spotting-scams.ts';
import { STABLECOINS } from './stablecoins.ts';
import { THIRD_PARTY_CUSTODY } from './third-party-custody.ts';
import { WELCOME } from './welcome.ts';

export { ARTICLE_CATEGORIES, type ArticleContent, type SeedArticle } from './article.ts';

export const ARTICLES = [
  WELCOME,
  OPEN_AN_ACCOUNT,
  CUT_OFF_AND_NAV,
  THIRD_PARTY_CUSTODY,
  BITCOIN_LONG_TERM,
  STABLECOINS,
  SPOTTING_SCAMS,
];
