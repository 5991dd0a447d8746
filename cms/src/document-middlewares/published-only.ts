import type { Core, UID } from '@strapi/strapi';
import { isVisitorRequest } from './public-submissions';

const readActions = new Set(['findMany', 'findOne', 'findFirst', 'count']);

/**
 * Visitors read published content only. Strapi 5's content API answers `?status=draft` (and the
 * GraphQL `status: DRAFT` argument) for any role that may read a type, which would show agents'
 * unfinished listings to anyone; drafts are for the admin and for previews made with an API token.
 */
export function registerPublishedOnlyReads(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!readActions.has(context.action) || !context.uid.startsWith('api::')) return next();
    const model = strapi.contentType(context.uid as UID.ContentType) as { options?: { draftAndPublish?: boolean } };
    if (model.options?.draftAndPublish && isVisitorRequest(strapi)) {
      (context.params as { status?: string }).status = 'published';
    }
    return next();
  });
}
