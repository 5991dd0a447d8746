import { gql } from '@apollo/client';
import { contentFallbackLanguage, type Language } from '@vitrine/domain';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { mediaFields, toImage, type StrapiMedia } from '~/graphql/strapi-media.server';
import type { Agent } from './team';

const AGENTS = gql`
  query Agents($locale: I18NLocaleCode) {
    agents(locale: $locale, sort: ["order:asc", "lastName:asc"], pagination: { limit: 50 }) {
      documentId
      firstName
      lastName
      email
      phone
      mobile
      jobTitle
      bio
      bivNumber
      languagesSpoken
      photo { ${mediaFields} }
    }
  }
`;

interface AgentNode {
  documentId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  mobile: string | null;
  jobTitle: string | null;
  bio: string | null;
  bivNumber: string | null;
  languagesSpoken: unknown;
  photo: StrapiMedia | null;
}

async function readAgents(client: GraphqlClient, locale: Language): Promise<AgentNode[]> {
  const { data } = await client.query<{ agents: AgentNode[] }>({ query: AGENTS, variables: { locale } });
  return data?.agents ?? [];
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
