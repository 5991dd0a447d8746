/**
 * Content pages, articles, agents and testimonials in the shape the site's queries ask of Strapi
 * 5. Pages, articles, agents and testimonials are made from the demo seed's own tables (cms/src/seed/*.ts), the
 * way the seed stores them (cms/src/seed/index.ts): one copy of the demo content, not two. The
 * seed's German is complete; `missingInGerman` takes out the German texts the fallback tests need
 * to be missing, as an agent would leave them empty.
 */
import { agents as agentRows } from '../../../../cms/src/seed/agents.ts';
import { articleSlug, articles as articleRows } from '../../../../cms/src/seed/articles.ts';
import { pages as pageRows } from '../../../../cms/src/seed/pages.ts';
import { type TestimonialRow, testimonials as testimonialRows } from '../../../../cms/src/seed/testimonials.ts';

type Locale = 'en' | 'nl' | 'fr' | 'de';
type Row = Record<string, unknown>;

const locales: readonly Locale[] = ['en', 'nl', 'fr', 'de'];

/** A demo picture as Strapi's upload would describe it (mock-strapi.ts draws it from its number). */
function photo(key: string) {
  const seed = [...key].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7);
  const url = (width: number) => `/uploads/photo_${seed}_${width}.svg`;
  const format = (width: number) => ({ url: url(width), width, height: Math.round((width * 2) / 3) });
  return {
    url: url(1600),
    width: 1600,
    height: 1067,
    alternativeText: '',
    formats: { thumbnail: format(234), small: format(500), medium: format(750), large: format(1000) },
  };
}

/** German texts left empty (`true`: no German version at all), by page, article or agent key. */
const missingInGerman: Readonly<Record<string, readonly string[] | true>> = {
  'page:contact': ['body'],
  'page:privacy': ['sections'],
  'page:disclaimer': ['intro'],
  'article:flooding': true,
  'article:asbestos': ['body'],
  'agent:Sofie': ['bio'],
};

/** A row in a language, with what `missingInGerman` takes out of its German version. */
function inLocale(key: string, locale: Locale, row: Row): Row | null {
  const missing = locale === 'de' ? missingInGerman[key] : undefined;
  if (missing === true) return null;
  return Object.fromEntries(
    Object.entries(row).map(([field, value]) => [
      field,
      missing?.includes(field) ? (Array.isArray(value) ? [] : null) : value,
    ]),
  );
}

const perLocale = (rows: (locale: Locale) => (Row | null)[]): Record<Locale, Row[]> =>
  Object.fromEntries(
    locales.map((locale) => [locale, rows(locale).filter((row): row is Row => row !== null)]),
  ) as Record<Locale, Row[]>;

const seo = (title: string, description: string) => ({
  metaTitle: title.slice(0, 70),
  metaDescription: description.slice(0, 200),
  shareImage: null,
});

export const pages: Record<Locale, Row[]> = perLocale((locale) =>
  pageRows.map((page) =>
    inLocale(`page:${page.key}`, locale, {
      key: page.key,
      slug: page.slug[locale],
      title: page.title[locale],
      intro: page.intro[locale],
      body: page.body?.[locale] ?? null,
      image: page.image ? photo(page.image) : null,
      sections: (page.sections ?? []).map((section) => ({
        heading: section.heading[locale],
        body: section.body[locale],
      })),
      seo: seo(page.title[locale], page.intro[locale]),
    }),
  ),
);

export const articles: Record<Locale, Row[]> = perLocale((locale) =>
  articleRows.map((article) =>
    inLocale(`article:${article.key}`, locale, {
      key: article.key,
      category: article.category,
      subcategory: article.subcategory?.[locale] ?? null,
      order: article.order,
      title: article.title[locale],
      slug: articleSlug(article, locale),
      summary: article.summary[locale],
      body: article.body[locale],
      image: photo(article.image),
      seo: seo(article.title[locale], article.summary[locale]),
    }),
  ),
);

export const agents: Record<Locale, Row[]> = perLocale((locale) =>
  agentRows.map((agent, index) =>
    inLocale(`agent:${agent.firstName}`, locale, {
      documentId: `agent-${index + 1}`,
      firstName: agent.firstName,
      lastName: agent.lastName,
      email: agent.email,
      phone: agent.phone,
      mobile: agent.mobile,
      bivNumber: agent.bivNumber,
      languagesSpoken: agent.languagesSpoken,
      order: agent.order,
      photo: photo(`portrait-${index + 1}`),
      jobTitle: agent.jobTitle[locale],
      bio: agent.bio[locale],
    }),
  ),
);

/**
 * Testimonials the tests need beside the seed's: a website a visitor typed as a script (the page
 * must drop it), and one review more than a page holds, so that the list has a second page.
 */
const testimonialWebsites: Readonly<Record<string, string>> = { 'Nathalie Claes': 'javascript:alert(1)' };
const olderTestimonials: readonly TestimonialRow[] = [
  {
    name: 'Peter Wouters',
    language: 'nl',
    rating: 5,
    date: '2025-10-02',
    poster: 'Koper in Brugge',
    comment: 'Correcte info over het EPC en de renovatieplicht.',
  },
];

/** Published testimonials (not localized: each in the language it was written in), newest first. */
export const testimonials: Row[] = [...testimonialRows, ...olderTestimonials]
  .toSorted((a, b) => b.date.localeCompare(a.date))
  .map((testimonial, index) => ({
    documentId: `testimonial-${index + 1}`,
    name: testimonial.name,
    language: testimonial.language,
    rating: testimonial.rating,
    date: testimonial.date,
    poster: testimonial.poster,
    comment: testimonial.comment,
    website: testimonialWebsites[testimonial.name] ?? testimonial.website ?? null,
    image: null,
  }));
