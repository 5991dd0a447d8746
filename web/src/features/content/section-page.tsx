import { useIntl } from 'react-intl';
import { useSite } from '~/shell/site';
import type { SectionData } from './content.server';
import { ArticleGrid } from './article-grid';
import {
  ContactCallToAction,
  ContentBody,
  ContentHead,
  ContentHeader,
  ContentImage,
  FallbackNotice,
} from './content-blocks';
import { contentMessages } from './messages';

/** A section: services overview, investor section, information pages — its text and its articles. */
export function SectionPage({ data }: { data: SectionData }) {
  const intl = useIntl();
  const { paths } = useSite();
  const { page, articles, language } = data;
  const title = page?.title ?? { text: intl.formatMessage(contentMessages.informationTitle), lang: language };
  const intro = page ? page.intro : { text: intl.formatMessage(contentMessages.informationIntro), lang: language };
  const seo = page?.seo ?? { title: title.text, description: intro?.text ?? null, image: null };
  return (
    <div className="container content-section">
      <ContentHead seo={seo} />
      <ContentHeader title={title} intro={intro} language={language} crumbs={[{ label: title.text }]} />
      <FallbackNotice texts={[title, intro, page?.body ?? null, ...(page?.sections ?? [])]} language={language} />
      {page ? <ContentImage page={page} /> : null}
      {page?.body || page?.sections.length ? (
        <div className="narrow content-section__text">
          <ContentBody page={page} language={language} />
        </div>
      ) : null}
      {articles.length > 0 ? (
        <section className="section" aria-label={title.text}>
          <ArticleGrid articles={articles} />
        </section>
      ) : null}
      <ContactCallToAction contactPath={paths.contact} />
    </div>
  );
}
