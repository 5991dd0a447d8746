import type { Core, UID } from '@strapi/strapi';
import { previewTokenName } from '../strapi-patches/preview-token';
import { isVisitorRequest } from './public-submissions';

const readActions = new Set(['findMany', 'findOne', 'findFirst', 'count']);

type AuthState = { auth?: { strategy?: { name?: string }; credentials?: { name?: string } } };

/** Whether the request is the site reading for an agent's preview (the preview API token). */
function isPreviewRequest(strapi: Core.Strapi): boolean {
  const ctx = strapi.requestContext.get() as { state?: AuthState } | undefined;
  const auth = ctx?.state?.auth;
  const strategy = auth?.strategy?.name;
  return (strategy === 'content-api-token' || strategy === 'api-token') && auth?.credentials?.name === previewTokenName;
}

/**
 * Visitors read published content only. Strapi 5's content API answers `?status=draft` (and the
 * GraphQL `status: DRAFT` argument) for any role that may read a type, which would show agents'
 * unfinished listings to anyone; drafts are for the admin and for previews made with an API token.
 * The site's preview token always reads drafts (the latest version of every document), so the
 * site's queries need no change to render a preview.
 */
export function registerPublishedOnlyReads(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!readActions.has(context.action) || !context.uid.startsWith('api::')) return next();
    const model = strapi.contentType(context.uid as UID.ContentType) as { options?: { draftAndPublish?: boolean } };
    if (model.options?.draftAndPublish && isVisitorRequest(strapi)) {
      (context.params as { status?: string }).status = 'published';
    } else if (model.options?.draftAndPublish && isPreviewRequest(strapi)) {
      (context.params as { status?: string }).status = 'draft';
    }
    return next();
  });
}
