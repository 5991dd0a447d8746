export { ArticlePage } from './article-page';
export { ArticleGrid } from './article-grid';
export { ContactPage } from './contact-page';
export { ContentPageView } from './content-page';
export { articleGridMessages, servicesTeaserMessages } from './grid-messages';
export { contentMessages } from './messages';
export { SectionPage } from './section-page';
export { TeamPage } from './team-page';
export type { ArticleSummary, ContentPage, ContentText, PageSeo } from './content';
