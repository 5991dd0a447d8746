import { languageFromUrl, resolveRoute, thankYouPath, validateForm, type Language } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import {
  formsMessageTables,
  handleLeadAction,
  pageUrlOf,
  readValues,
  withLeadForms,
} from '~/features/forms/index.server';
import { propertyTypeTree } from '~/features/listings/index.server';
import { askSearchers } from '~/features/searchers/index.server';
import { searcherQuestion, searchersMessageTable, type SearchersAnswer } from '~/features/searchers';
import { graphqlClient } from '~/graphql/apollo.server';
import { noMessages } from '~/i18n/messages.server';
import { routeTablePageLinks, type Alternates } from '~/shell/language';
import { listingLeadMessages, projectLeadMessages, testimonialFormMessages } from './messages';
import { listingDestinations } from './lead-destinations';
import type { LeadFormState } from '~/features/forms';

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The action of a listing page: its request forms, the listing fixed by the page (its Strapi
 * documentId, read by the page's own loader: a listing gone or unknown refuses them).
 */
export function listingLeadAction(
  { request, context }: ActionArgs,
  listing: { documentId: string; language: Language },
) {
  const pagePath = pageUrlOf(request).pathname;
  return handleLeadAction({
    request,
    context,
    language: listing.language,
    forms: listingDestinations(listing.language, pagePath),
    fixed: { property: listing.documentId },
    once: {
      documentRequest: {
        key: (value) => `documents:${listing.documentId}:${String(value.email).toLowerCase()}`,
        repeated: `${pagePath}?documents=already#documentRequest`,
      },
    },
  });
}

/**
 * The contact page's action: a site contact, thanked on the spec's `site-contact` page
 * (`/nl/bedankt/contact/`) with or without time slots; `contact-me` is the listing's information request.
 */
export function contactAction({ request, context }: ActionArgs) {
  const language = languageFromUrl(new URL(request.url).pathname);
  return handleLeadAction({
    request,
    context,
    language,
    forms: { contactMessage: () => thankYouPath('site-contact', language) },
  });
}

/**
 * A project page's action: a contact message as a potential buyer about the page's project (its
 * Strapi documentId, read by the page's own loader: Strapi notifies the project's agent), thanked
 * as a new-build request.
 */
export function projectLeadAction({ request, context }: ActionArgs, project: { documentId: string }) {
  const language = languageFromUrl(new URL(request.url).pathname);
  return handleLeadAction({
    request,
    context,
    language,
    forms: { contactMessage: () => thankYouPath('contact-construction', language) },
    fixed: { contactCategory: 'potential_buyer', project: project.documentId },
  });
}

const valuationMessages = [...formsMessageTables, searchersMessageTable];

/**
 * The free valuation page (spec /contact-demand/) on its path in `language`: its form, and the
 * property types to choose the kind of home from (main types, then their sub-types by a dash).
 */
export async function loadValuationPage({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const resolved = resolveRoute(url.pathname);
  const language = languageFromUrl(url.pathname);
  if (!resolved || resolved.route.id !== 'valuation' || !url.pathname.startsWith(`/${language}/`))
    throw data(null, { status: 404 });
  const pageLinks = routeTablePageLinks(resolved.route.paths as Alternates, language);
  const tree = await propertyTypeTree(graphqlClient(context), language);
  const homeTypes = tree.flatMap((node) => [
    { value: String(node.id), label: node.label },
    ...node.children.map((child) => ({ value: String(child.id), label: `– ${child.label}` })),
  ]);
  return {
    ...withLeadForms({ language, pageLinks, messages: noMessages }, language, ['valuationRequest'], valuationMessages),
    homeTypes,
  };
}

/** The valuation form's fields the count of searchers reads (the rest is not checked in that step). */
const searcherValueFields = ['homeType', 'zip', 'askingPriceMin', 'askingPriceMax', 'bedrooms'] as const;

/**
 * The free valuation page's action. `_intent=searchers` (the "How many buyers are looking?" button
 * without JavaScript) sends nothing: the page comes back with the input kept, the errors of the
 * count's own fields, and the count. A sent request goes on to the thank-you page, which repeats
 * the count from the same fields in its query.
 */
export async function valuationAction({ request, context }: ActionArgs) {
  const language = languageFromUrl(new URL(request.url).pathname);
  const posted = await request.clone().formData();
  if (posted.get('_intent') === 'searchers') {
    const values = readValues(posted);
    const checked = validateForm('valuationRequest', { ...values, language });
    const errors = Object.fromEntries(
      Object.entries(checked.ok ? {} : checked.errors).filter(([field]) =>
        (searcherValueFields as readonly string[]).includes(field),
      ),
    );
    const searchers: SearchersAnswer =
      Object.keys(errors).length > 0 ? { kind: 'incomplete' } : await askSearchers(request, values);
    return data(
      {
        leadForm: {
          form: 'valuationRequest',
          values,
          errors,
          captcha: null,
          notSent: false,
          captchaPass: null,
          refused: null,
        } satisfies LeadFormState,
        searchers,
      },
      { status: Object.keys(errors).length > 0 ? 400 : 200, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return handleLeadAction({
    request,
    context,
    language,
    forms: {
      valuationRequest: (value) => {
        const question = searcherQuestion(value);
        const path = thankYouPath('contact-demand', language);
        return question ? `${path}?${searchersQueryOf(value)}` : path;
      },
    },
  });
}

/** The count's fields of a sent request, for the thank-you page's query (the form's own names). */
function searchersQueryOf(value: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const field of searcherValueFields) {
    const entry = value[field];
    if (typeof entry === 'number' || (typeof entry === 'string' && entry !== '')) query.set(field, String(entry));
  }
  return query.toString();
}

/** The testimonials page's action: stored as a draft (Strapi), back on the page with the spec's thanks. */
export function testimonialAction({ request, context }: ActionArgs) {
  const url = pageUrlOf(request);
  const language = languageFromUrl(url.pathname);
  return handleLeadAction({
    request,
    context,
    language,
    forms: { testimonial: () => `${url.pathname}?testimonial=sent#testimonial` },
  });
}

/** The newsletter page's action (the footer's sign-up posts here too). */
export function newsletterAction({ request, context }: ActionArgs) {
  const language = languageFromUrl(new URL(request.url).pathname);
  return handleLeadAction({
    request,
    context,
    language,
    forms: { newsletterSignup: () => thankYouPath('sign-newsletter', language) },
  });
}

/** Refuses a post to a page whose content is not a listing (sold, rented, unknown). */
export function notAListing(): never {
  throw data(null, { status: 410 });
}

/** The messages a listing page adds for its forms. */
export const listingFormMessages = [...formsMessageTables, listingLeadMessages];
/** The messages the testimonials page adds for its form. */
export const testimonialPageFormMessages = [...formsMessageTables, testimonialFormMessages];
/** The messages a project page adds for its form. */
export const projectFormMessages = [...formsMessageTables, projectLeadMessages];
