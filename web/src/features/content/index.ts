export { ArticlePage } from './article-page';
export { ArticleGrid } from './content-blocks';
export { ContactPage } from './contact-page';
export { ContentPageView } from './content-page';
export { contentMessages } from './messages';
export { SectionPage } from './section-page';
export { TeamPage } from './team-page';
export type { ArticleSummary, ContentPage, ContentText, PageSeo } from './content';
