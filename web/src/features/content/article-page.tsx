import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSite } from '~/shell/site';
import { Markdown } from '~/ui/markdown';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { ArticleData } from './content.server';
import { ArticleGrid } from './article-grid';
import { ContactCallToAction, ContentHead, ContentHeader, FallbackNotice, langOf } from './content-blocks';
import { contentMessages } from './messages';

/** One article of a section, with the other articles of that section below it. */
export function ArticlePage({ data }: { data: ArticleData }) {
  const intl = useIntl();
  const { paths } = useSite();
  const { article, language, sectionPath, related } = data;
  const sectionTitle = data.sectionTitle ?? intl.formatMessage(contentMessages.informationTitle);
  return (
    <div className="container content-article">
      <ContentHead seo={article.seo} />
      <article className="narrow">
        <ContentHeader
          title={article.title}
          intro={article.summary}
          language={language}
          crumbs={[{ label: sectionTitle, to: sectionPath }, { label: article.title.text }]}
        />
        <FallbackNotice texts={[article.title, article.summary, article.body]} language={language} />
        {article.image ? (
          <div className="content-image">
            <ResponsiveImage image={article.image} alt="" sizes="(min-width: 800px) 720px, 100vw" priority />
          </div>
        ) : null}
        {article.body ? (
          <div lang={langOf(article.body, language)}>
            <Markdown source={article.body.text} />
          </div>
        ) : null}
        <p className="content-article__back">
          <Link to={sectionPath}>← {intl.formatMessage(contentMessages.backToSection, { section: sectionTitle })}</Link>
        </p>
      </article>
      {related.length > 0 ? (
        <section className="section" aria-labelledby="related-heading">
          <h2 id="related-heading">{intl.formatMessage(contentMessages.relatedHeading)}</h2>
          <ArticleGrid articles={related} headingLevel={3} />
        </section>
      ) : null}
      <ContactCallToAction contactPath={paths.contact} />
    </div>
  );
}
