export { loginRequestSchema, type LoginAnswer, type LoginRequest } from './auth';
export {
  NEWS_CATEGORIES,
  NEWS_PAGE_SIZE,
  type NewsArticle,
  type NewsCategory,
  type NewsListAnswer,
  type NewsListQuery,
  type NewsSummary,
} from './news';
