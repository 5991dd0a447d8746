import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Language } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { graphqlClient } from '~/graphql/apollo.server';
import { pageMessages } from '~/i18n/messages.server';
import { subscriptionMessages } from './messages';

/** What a confirmation or unsubscribe link did (Strapi's SubscriptionResult), or `failed` when Strapi did not answer. */
export type SubscriptionOutcome = 'confirmed' | 'already_confirmed' | 'unsubscribed' | 'invalid_token' | 'failed';

type Result = Record<'confirmNewsletter' | 'unsubscribe', { ok: boolean; outcome: string } | undefined>;

const CONFIRM: TypedDocumentNode<Result, { token: string }> = gql`
  mutation ConfirmNewsletter($token: String!) {
    confirmNewsletter(token: $token) {
      ok
      outcome
    }
  }
`;

const UNSUBSCRIBE: TypedDocumentNode<Result, { token: string }> = gql`
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token) {
      ok
      outcome
    }
  }
`;

const messages = [subscriptionMessages];
const outcomes = new Set<SubscriptionOutcome>(['confirmed', 'already_confirmed', 'unsubscribed', 'invalid_token']);

/** The page before the click: the token from the mail's link, carried into the form. */
export function loadSubscriptionPage(url: URL) {
  const language = url.pathname.split('/')[1] as Language;
  const token = url.searchParams.get('token') ?? '';
  return { language, token, messages: pageMessages(language, messages), pageLinks: null };
}

/**
 * The click (a POST, so a mail scanner that opens links confirms or unsubscribes nothing):
 * Strapi's `confirmNewsletter` or `unsubscribe` with the token.
 */
export async function changeSubscription(
  kind: 'confirm' | 'unsubscribe',
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
) {
  const posted = (await request.formData()).get('token');
  const token = typeof posted === 'string' ? posted.slice(0, 200) : '';
  let outcome: SubscriptionOutcome = 'invalid_token';
  if (token) {
    try {
      const mutation = kind === 'confirm' ? CONFIRM : UNSUBSCRIBE;
      const result = await graphqlClient(context).mutate({ mutation, variables: { token } });
      const answer = result.data?.[kind === 'confirm' ? 'confirmNewsletter' : 'unsubscribe']?.outcome;
      outcome = outcomes.has(answer as SubscriptionOutcome) ? (answer as SubscriptionOutcome) : 'failed';
    } catch {
      outcome = 'failed';
    }
  }
  return data({ outcome }, { status: outcome === 'failed' ? 503 : 200, headers: { 'Cache-Control': 'no-store' } });
}

export type SubscriptionPageData = ReturnType<typeof loadSubscriptionPage>;
