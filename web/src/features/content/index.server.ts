// The server side of the content pages' public surface: pages and articles for other features' loaders.
export { articlePath, listArticles, loadPage, type ArticleNode } from './content.server';
