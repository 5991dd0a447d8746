import type { Core } from '@strapi/strapi';
import type { SubscriptionOutcome } from '../newsletter/subscriptions';
import { verifyAlertConfirmationToken } from './tokens';
import { graphqlExtension } from '../strapi-patches/graphql-extension';

export const registerUid = 'api::demand-register.demand-register';

/**
 * Confirms a demand register entry from its mail's link (double opt-in): only a confirmed entry is
 * matched and mailed. An entry unsubscribed in between stays unsubscribed.
 */
export async function confirmSearchAlert(strapi: Core.Strapi, token: string): Promise<SubscriptionOutcome> {
  const documentId = verifyAlertConfirmationToken(token);
  if (!documentId) return 'invalid_token';
  const entry = (await strapi.db.query(registerUid).findOne({
    where: { documentId },
    select: ['id', 'confirmedAt', 'unsubscribedAt'],
  })) as { id: number; confirmedAt: string | null; unsubscribedAt: string | null } | null;
  if (!entry || entry.unsubscribedAt) return 'invalid_token';
  if (entry.confirmedAt) return 'already_confirmed';
  // The daily digest counts its day from here.
  const now = new Date();
  await strapi.db
    .query(registerUid)
    .update({ where: { id: entry.id }, data: { confirmedAt: now, lastMatchedAt: now } });
  return 'confirmed';
}

/**
 * `confirmSearchAlert(token)` for the site's confirmation page, open to the Public role (the token
 * is the authorisation; unsubscribing is the newsletter's shared `unsubscribe`), and the alert
 * queues kept out of the GraphQL schema.
 */
export function registerSearchAlertGraphql(strapi: Core.Strapi): void {
  const extension = graphqlExtension(strapi);
  extension.shadowCRUD('api::alert-event.alert-event').disable();
  extension.shadowCRUD('api::alert-match.alert-match').disable();
  extension.use(() => ({
    typeDefs: `
      extend type Mutation {
        "Confirms a search alert (demand register entry, double opt-in) with the token of its mail's link."
        confirmSearchAlert(token: String!): SubscriptionResult!
      }
    `,
    resolvers: {
      Mutation: {
        confirmSearchAlert: async (_parent: unknown, { token }: { token: string }) => {
          const outcome = await confirmSearchAlert(strapi, token);
          return { ok: outcome !== 'invalid_token', outcome };
        },
      },
    },
    resolversConfig: { 'Mutation.confirmSearchAlert': { auth: false } },
  }));
}
