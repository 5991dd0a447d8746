import type { Language } from '@vitrine/domain';

/**
 * What the site says when even its root data (language, messages, settings) could not be loaded:
 * with no messages to translate with, a small table in each language says it.
 */
export const siteUnavailableTexts: Readonly<Record<Language, { readonly title: string; readonly text: string }>> = {
  en: {
    title: 'Site temporarily unavailable',
    text: 'The site is temporarily unavailable. Please try again in a moment.',
  },
  nl: {
    title: 'Site tijdelijk onbeschikbaar',
    text: 'De site is tijdelijk onbeschikbaar. Probeer het over enkele ogenblikken opnieuw.',
  },
  fr: {
    title: 'Site temporairement indisponible',
    text: 'Le site est temporairement indisponible. Veuillez réessayer dans quelques instants.',
  },
  de: {
    title: 'Website vorübergehend nicht erreichbar',
    text: 'Die Website ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut.',
  },
};

/** The page of a failed root loader, in the language of the path (`lng`, else the default). */
export function SiteUnavailablePage({ language }: { language: Language }) {
  const { title, text } = siteUnavailableTexts[language];
  return (
    <div className="container narrow error-page">
      <title>{title}</title>
      <h1>{title}</h1>
      <p className="error-page__lead">{text}</p>
    </div>
  );
}
