import { languages, thankYouForms, thankYouPath, type Language, type ThankYouForm } from '@vitrine/domain';
import { data } from 'react-router';
import type { Alternates, PageLinks } from '~/shell/language';
import { pageMessages } from '~/i18n/messages.server';
import { searcherQuestion, searchersMessageTable } from '~/features/searchers';
import { askSearchers } from '~/features/searchers/index.server';
import { thankYouMessages } from './messages';

const messages = [thankYouMessages, searchersMessageTable];

/** The form whose thank-you page `path` is in `language`, or null. */
export function thankYouFormOf(path: string, language: Language): ThankYouForm | null {
  return thankYouForms.find((form) => thankYouPath(form, language) === path) ?? null;
}

/**
 * The loader of a thank-you page (`/nl/bedankt/gratis-schatting/`): the form it thanks for, its
 * path in every language; never indexed. Unknown forms are the 404 page. The valuation's repeats
 * how many searches want the home its query describes (the valuation form's count fields).
 */
export async function loadThankYouPage(url: URL, request: Request) {
  const page = thankYouPageOf(url);
  const values = Object.fromEntries(url.searchParams);
  const searchers =
    page.form === 'contact-demand' && searcherQuestion(values) ? await askSearchers(request, values) : null;
  return { ...page, searchers };
}

function thankYouPageOf(url: URL) {
  const language = url.pathname.split('/')[1] as Language;
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const form = languages.includes(language) ? thankYouFormOf(path, language) : null;
  if (!form) throw data(null, { status: 404 });
  const alternates = Object.fromEntries(languages.map((lang) => [lang, thankYouPath(form, lang)])) as Alternates;
  const pageLinks: PageLinks = { alternates, canonical: path, noindex: true };
  return { form, language, pageLinks, messages: pageMessages(language, messages) };
}

export type ThankYouPageData = Awaited<ReturnType<typeof loadThankYouPage>>;
