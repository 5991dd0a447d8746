import type { ContentPageData } from './content.server';
import { ContentBody, ContentHead, ContentHeader, FallbackNotice } from './content-blocks';
import { RetentionPeriods } from './retention-periods';

/** A fixed text page: privacy statement, cookie policy, disclaimer, group page. */
export function ContentPageView({ data }: { data: ContentPageData }) {
  const { page, language, retention } = data;
  return (
    <article className="container narrow content-page">
      <ContentHead seo={page.seo} />
      <ContentHeader title={page.title} intro={page.intro} language={language} crumbs={[{ label: page.title.text }]} />
      <FallbackNotice texts={[page.title, page.intro, page.body, ...page.sections]} language={language} />
      <ContentBody page={page} language={language} />
      {retention ? <RetentionPeriods days={retention} /> : null}
    </article>
  );
}
