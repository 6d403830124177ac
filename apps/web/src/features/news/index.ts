// News: the /news list, the article page and the admin console's News panel.
export { NewsAdminPanel } from './components/NewsAdminPanel';
export { NewsArticleView } from './components/NewsArticleView';
export { NewsList } from './components/NewsList';
