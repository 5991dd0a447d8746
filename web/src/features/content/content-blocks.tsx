import type { Language } from '@vitrine/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHead } from '~/shell/site';
import { Markdown } from '~/ui/markdown';
import { ResponsiveImage } from '~/ui/responsive-image';
import type { ContentPage, ContentText, PageSeo } from './content';
import { contentMessages } from './messages';

/** `lang` for a block whose text is in another language than the page. */
export const langOf = (text: { lang: Language } | null | undefined, page: Language) =>
  text && text.lang !== page ? text.lang : undefined;

export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

/** Home › … › current page; the last entry is the current page. */
export function Breadcrumb({ items, language }: { items: readonly Crumb[]; language: Language }) {
  const intl = useIntl();
  return (
    <nav className="breadcrumb" aria-label={intl.formatMessage(contentMessages.breadcrumbLabel)}>
      <ol>
        <li>
          <Link to={`/${language}/`}>{intl.formatMessage(contentMessages.home)}</Link>
        </li>
        {items.map((item, index) =>
          item.to && index < items.length - 1 ? (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ) : (
            <li key={item.label} aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** Tells German readers that a text is shown in English until it is translated. */
export function FallbackNotice({
  texts,
  language,
}: {
  texts: readonly ({ readonly lang: Language } | null)[];
  language: Language;
}) {
  if (!texts.some((text) => text && text.lang !== language)) return null;
  return (
    <p className="notice content-fallback">
      <FormattedMessage {...contentMessages.inEnglish} />
    </p>
  );
}

/** The head (title, description, share image) of a content page. */
export function ContentHead({ seo }: { seo: PageSeo }) {
  return <PageHead title={seo.title} description={seo.description} image={seo.image} type="article" />;
}

/** Title and introduction of a content page. */
export function ContentHeader({
  title,
  intro,
  language,
  crumbs,
}: {
  title: ContentText;
  intro: ContentText | null;
  language: Language;
  crumbs: readonly Crumb[];
}) {
  return (
    <header className="content-header">
      {/* A breadcrumb of "Home" alone says nothing: top-level pages have none. */}
      {crumbs.length > 1 ? <Breadcrumb items={crumbs} language={language} /> : null}
      <h1 lang={langOf(title, language)}>{title.text}</h1>
      {intro ? (
        <p className="content-header__lead" lang={langOf(intro, language)}>
          {intro.text}
        </p>
      ) : null}
    </header>
  );
}

/** A page's Markdown body and its titled sections. */
export function ContentBody({ page, language }: { page: ContentPage; language: Language }) {
  return (
    <>
      {page.body ? (
        <div lang={langOf(page.body, language)}>
          <Markdown source={page.body.text} />
        </div>
      ) : null}
      {page.sections.map((section, index) => (
        <section key={index} className="prose-section" lang={langOf(section, language)}>
          {section.heading ? <h2>{section.heading}</h2> : null}
          <Markdown source={section.body} />
        </section>
      ))}
    </>
  );
}

/** A full-width image at the top of a content page (decorative: the title says what it is about). */
export function ContentImage({ page }: { page: Pick<ContentPage, 'image'> }) {
  if (!page.image) return null;
  return (
    <div className="content-image">
      <ResponsiveImage image={page.image} alt="" sizes="(min-width: 1200px) 1152px, 100vw" priority />
    </div>
  );
}

/** "Questions? Contact us" under articles and sections. */
export function ContactCallToAction({ contactPath }: { contactPath: string }) {
  return (
    <aside className="cta-block" aria-labelledby="cta-heading">
      <h2 id="cta-heading">
        <FormattedMessage {...contentMessages.questionsHeading} />
      </h2>
      <p>
        <FormattedMessage {...contentMessages.questionsText} />
      </p>
      <Link to={contactPath} className="button button--primary">
        <FormattedMessage {...contentMessages.contactUs} />
      </Link>
    </aside>
  );
}
