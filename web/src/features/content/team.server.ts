import { gql, type TypedDocumentNode } from '@apollo/client';
import { contentFallbackLanguage, type Language } from '@vitrine/domain';
import { rows } from '~/graphql/strapi-lists.server';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { agentContactFragment } from '~/graphql/strapi-agent.server';
import { toImage } from '~/graphql/strapi-media.server';
import type { AgentsQuery, AgentsQueryVariables } from '~/graphql/strapi-operations.generated';
import type { Agent } from './team';

const AGENTS: TypedDocumentNode<AgentsQuery, AgentsQueryVariables> = gql`
  query Agents($locale: I18NLocaleCode) {
    agents(locale: $locale, sort: ["order:asc", "lastName:asc"], pagination: { limit: 50 }) {
      documentId
      ...AgentContact
      bio
      bivNumber
      languagesSpoken
    }
  }
  ${agentContactFragment}
`;

type AgentNode = NonNullable<AgentsQuery['agents'][number]>;

async function readAgents(client: GraphqlClient, locale: Language): Promise<AgentNode[]> {
  const { data } = await client.query({ query: AGENTS, variables: { locale } });
  return rows(data?.agents);
}

const codes = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((code): code is string => typeof code === 'string' && /^[a-z]{2,3}$/.test(code))
    : [];

/**
 * The agency's agents in a language, in their configured order. German job titles and bios that
 * are missing are taken from English (an agent's `documentId` is the same in every locale).
 */
export async function listAgents(client: GraphqlClient, language: Language): Promise<Agent[]> {
  const fallbackLanguage = contentFallbackLanguage[language];
  const [own, fallback] = await Promise.all([
    readAgents(client, language),
    fallbackLanguage ? readAgents(client, fallbackLanguage) : Promise.resolve([]),
  ]);
  const byId = new Map(fallback.map((agent) => [agent.documentId, agent]));
  const nodes = own.length > 0 ? own : fallback;
  return nodes.map((node) => {
    const other = byId.get(node.documentId);
    const name = `${node.firstName} ${node.lastName}`.trim();
    const jobTitle = node.jobTitle?.trim() || other?.jobTitle?.trim() || null;
    const bio = node.bio?.trim() || other?.bio?.trim() || null;
    return {
      id: node.documentId,
      name,
      jobTitle,
      bio,
      bioLang: node.bio?.trim() || !fallbackLanguage ? null : fallbackLanguage,
      email: node.email?.trim() || null,
      phone: node.phone?.trim() || null,
      mobile: node.mobile?.trim() || null,
      bivNumber: node.bivNumber?.trim() || null,
      languages: codes(node.languagesSpoken),
      photo: node.photo ? toImage(node.photo, name) : null,
    };
  });
}
