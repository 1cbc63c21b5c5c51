export { LazyRecentNews } from './lazy-recent-news';
export { NEWS_NS } from './news-namespace';
export { newsRoutes } from './routes';
