import type { Language } from '@vitrine/domain';
import type { ImageData } from '~/ui/image';

/** The article categories of the cms (`Article.category`). */
export type ArticleCategory = 'services' | 'investor' | 'information';

/** The sections that list articles; their ids are domain route ids. */
export type SectionId = 'services' | 'investors' | 'information';

/** A text and the language it is written in (German pages may show English text). */
export interface ContentText {
  readonly text: string;
  readonly lang: Language;
}

/** Title, description and share image of a page (`<head>`). */
export interface PageSeo {
  readonly title: string;
  readonly description: string | null;
  /** Absolute URL. */
  readonly image: string | null;
}

/** A fixed page from Strapi (privacy, team, contact, …). */
export interface ContentPage {
  readonly key: string;
  readonly title: ContentText;
  readonly intro: ContentText | null;
  /** Markdown. */
  readonly body: ContentText | null;
  readonly sections: readonly { heading: string | null; body: string | null; lang: Language }[];
  readonly image: ImageData | null;
  readonly seo: PageSeo;
}

/** An article card (services overview, investor and information sections, home teaser). */
export interface ArticleSummary {
  readonly key: string;
  readonly path: string;
  readonly title: string;
  readonly summary: string | null;
  readonly image: ImageData | null;
  /** Set when the card is in another language than the page (German falling back to English). */
  readonly lang?: Language;
}

/** An article page. */
export interface ArticleDetail {
  readonly key: string;
  readonly section: SectionId;
  readonly title: ContentText;
  readonly summary: ContentText | null;
  /** Markdown. */
  readonly body: ContentText | null;
  readonly image: ImageData | null;
  readonly seo: PageSeo;
}
