import { languageFromUrl, thankYouPath, type Language } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { formsMessageTables, handleLeadAction, pageUrlOf } from '~/features/forms/index.server';
import { listingLeadMessages, projectLeadMessages, testimonialFormMessages } from './messages';
import { listingDestinations } from './lead-destinations';

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

/** The free valuation page's action. */
export function valuationAction({ request, context }: ActionArgs) {
  const language = languageFromUrl(new URL(request.url).pathname);
  return handleLeadAction({
    request,
    context,
    language,
    forms: { valuationRequest: () => thankYouPath('contact-demand', language) },
  });
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
