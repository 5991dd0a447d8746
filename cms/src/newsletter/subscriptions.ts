import type { Core } from '@strapi/strapi';
import { verifyConfirmationToken } from './tokens';
import { graphqlExtension } from '../strapi-patches/graphql-extension';

const newsletterUid = 'api::newsletter-signup.newsletter-signup';
/** Collections whose mails carry an unsubscribe token (the demand register's alerts too). */
const unsubscribable = [newsletterUid, 'api::demand-register.demand-register'] as const;

/** What happened, for the site to show: `confirmed`, `already_confirmed`, `unsubscribed`, `invalid_token`. */
export type SubscriptionOutcome = 'confirmed' | 'already_confirmed' | 'unsubscribed' | 'invalid_token';

/**
 * Confirms a newsletter sign-up from its mail's link: only then does it count. A sign-up that was
 * unsubscribed in between stays unsubscribed.
 */
export async function confirmNewsletter(strapi: Core.Strapi, token: string): Promise<SubscriptionOutcome> {
  const documentId = verifyConfirmationToken(token);
  if (!documentId) return 'invalid_token';
  const signup = (await strapi.db.query(newsletterUid).findOne({
    where: { documentId },
    select: ['id', 'confirmedAt', 'unsubscribedAt'],
  })) as { id: number; confirmedAt: string | null; unsubscribedAt: string | null } | null;
  if (!signup || signup.unsubscribedAt) return 'invalid_token';
  if (signup.confirmedAt) return 'already_confirmed';
  await strapi.db.query(newsletterUid).update({ where: { id: signup.id }, data: { confirmedAt: new Date() } });
  return 'confirmed';
}

/** One click stops every mail of the subscription the token belongs to; a second click says so too. */
export async function unsubscribe(strapi: Core.Strapi, token: string): Promise<SubscriptionOutcome> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return 'invalid_token';
  for (const uid of unsubscribable) {
    const row = (await strapi.db.query(uid).findOne({
      where: { unsubscribeToken: token },
      select: ['id', 'unsubscribedAt'],
    })) as { id: number; unsubscribedAt: string | null } | null;
    if (!row) continue;
    if (!row.unsubscribedAt) {
      await strapi.db.query(uid).update({ where: { id: row.id }, data: { unsubscribedAt: new Date() } });
    }
    return 'unsubscribed';
  }
  return 'invalid_token';
}

/**
 * `confirmNewsletter(token)` and `unsubscribe(token)` for the site's pages, open to the Public
 * role (the token is the authorisation), and the outbox kept out of the GraphQL schema.
 */
export function registerSubscriptionGraphql(strapi: Core.Strapi): void {
  const extension = graphqlExtension(strapi);
  extension.shadowCRUD('api::outbox-mail.outbox-mail').disable();
  extension.use(() => ({
    typeDefs: `
      "What a confirmation or unsubscribe link did: confirmed, already_confirmed, unsubscribed or invalid_token."
      type SubscriptionResult { ok: Boolean!, outcome: String! }
      extend type Mutation {
        "Confirms a newsletter sign-up (double opt-in) with the token of its mail's link."
        confirmNewsletter(token: String!): SubscriptionResult!
        "Stops the mails of a newsletter sign-up or a search request, with the token of its mail's link."
        unsubscribe(token: String!): SubscriptionResult!
      }
    `,
    resolvers: {
      Mutation: {
        confirmNewsletter: async (_parent: unknown, { token }: { token: string }) => {
          const outcome = await confirmNewsletter(strapi, token);
          return { ok: outcome !== 'invalid_token', outcome };
        },
        unsubscribe: async (_parent: unknown, { token }: { token: string }) => {
          const outcome = await unsubscribe(strapi, token);
          return { ok: outcome !== 'invalid_token', outcome };
        },
      },
    },
    resolversConfig: {
      'Mutation.confirmNewsletter': { auth: false },
      'Mutation.unsubscribe': { auth: false },
    },
  }));
}
