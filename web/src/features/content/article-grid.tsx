import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { ArticleSummary } from './content';
import { articleGridMessages } from './grid-messages';

// A module of its own: the home page shows these cards without loading the content pages' blocks
// (and their Markdown renderer).
/** Cards linking to articles (services overview, sections, home teaser). */
export function ArticleGrid({
  articles,
  headingLevel = 2,
}: {
  articles: readonly ArticleSummary[];
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="article-grid">
      {articles.map((article) => (
        <li key={article.key} className="article-card" lang={article.lang}>
          {article.image ? (
            <div className="article-card__media">
              <ResponsiveImage
                image={article.image}
                alt=""
                sizes="(min-width: 1200px) 280px, (min-width: 768px) 45vw, 100vw"
              />
            </div>
          ) : null}
          <div className="article-card__body">
            <Heading className="article-card__title">
              <Link to={article.path} className="article-card__link">
                {article.title}
              </Link>
            </Heading>
            {article.summary ? <p>{article.summary}</p> : null}
            <span className="article-card__more" aria-hidden="true">
              {intl.formatMessage(articleGridMessages.readMore)} →
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
