import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  buildClassificationTree,
  languageFromUrl,
  languages,
  searchAlertPath,
  thankYouPath,
  type ClassificationNode,
  type Language,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { formsMessageTables, handleLeadAction, withLeadForms } from '~/features/forms/index.server';
import { parseListingSearch, type SearchRegion } from '~/features/listings';
import { propertyTypeTree, searchAreaOf } from '~/features/listings/index.server';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import { sharedRead } from '~/graphql/shared-read.server';
import { rows } from '~/graphql/strapi-lists.server';
import { pageMessages } from '~/i18n/messages.server';
import { routeTablePageLinks, type Alternates } from '~/shell/language';
import { demandMessages } from './messages';

type ArgsWithContext = { request: Request; context: Readonly<RouterContextProvider> };

/** A choice of a classification tree as the form shows it: main items with their sub-items. */
export interface ChoiceGroup {
  readonly id: number;
  readonly label: string;
  readonly children: readonly { readonly id: number; readonly label: string }[];
}

type RegionRow = { classificationId: number; parentId: number | null; name: string; kind: string; slug: string | null };

const REGIONS: TypedDocumentNode<{ regions: (RegionRow | null)[] }, { locale: string }> = gql`
  query DemandRegions($locale: I18NLocaleCode) {
    regions(locale: $locale, filters: { kind: { in: ["region", "province"] } }, pagination: { limit: 200 }) {
      classificationId
      parentId
      name
      kind
      slug
    }
  }
`;

/** The list searches' regions, by the English slug of their region item (`brussels-region` is Brussels). */
const regionKeys: readonly SearchRegion[] = ['flanders', 'brussels', 'wallonia', 'luxembourg'];

async function readRegions(client: GraphqlClient, language: Language) {
  const read = async (locale: string) =>
    rows((await client.query({ query: REGIONS, variables: { locale } })).data?.regions);
  const [local, english] = await Promise.all([read(language), read('en')]);
  const tree = buildClassificationTree(
    local.map((row) => ({ ID: row.classificationId, ParentID: row.parentId, Name: row.name, WebID: null })),
    { locale: `${language}-BE` },
  );
  const byKey: Partial<Record<SearchRegion, number>> = {};
  for (const row of english) {
    const key = row.kind === 'region' ? regionKeys.find((candidate) => row.slug?.includes(candidate)) : undefined;
    if (key) byKey[key] = row.classificationId;
  }
  return { tree, byKey };
}

const groupsOf = (tree: readonly ClassificationNode[]): ChoiceGroup[] =>
  tree.map((node) => ({
    id: node.id,
    label: node.label,
    children: node.children.map((child) => ({ id: child.id, label: child.label })),
  }));

const messages = [...formsMessageTables, demandMessages];
const alternates = Object.fromEntries(languages.map((language) => [language, searchAlertPath(language)])) as Alternates;

/**
 * The demand register page: the classification trees to choose from, and the form prefilled from
 * the list search it was reached from ("save this search": `goal` and the list's query string).
 */
export async function loadSearchAlertPage({ request, context }: ArgsWithContext) {
  const url = new URL(request.url);
  const language = languageFromUrl(url.pathname);
  const client = graphqlClient(context);
  const [types, regions] = await Promise.all([
    propertyTypeTree(client, language),
    sharedRead(client, `demand-regions|${language}`, () => readRegions(client, language)).catch(
      (): Awaited<ReturnType<typeof readRegions>> => ({ tree: [], byKey: {} }),
    ),
  ]);
  const search = parseListingSearch(url.searchParams);
  // The list search's area (its drawn one, or the circle around its place), saved with the entry.
  const { area } = await searchAreaOf(client, language, search).catch(() => ({ area: null }));
  const goal = url.searchParams.get('goal');
  const region = search.region ? regions.byKey[search.region] : undefined;
  const prefill: Record<string, string | string[]> = Object.fromEntries(
    Object.entries({
      goal: goal === '0' || goal === '1' ? goal : null,
      // "At once" is what a visitor who does not choose gets: the form shows it chosen.
      delivery: 'instant',
      propertyTypes: search.type !== null ? [String(search.type)] : null,
      regions: region !== undefined ? [String(region)] : null,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
      minBedrooms: search.bedrooms,
      maxBedrooms: search.maxBedrooms,
      bathrooms: search.bathrooms,
      garages: search.garages,
      parkings: search.parkings,
    })
      .filter(([, value]) => value !== null)
      .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]),
  );
  const page = withLeadForms(
    {
      language,
      messages: pageMessages(language, [demandMessages]),
      // A prefilled search is a private starting point: never indexed.
      pageLinks: routeTablePageLinks(alternates, language, '', url.search !== ''),
    },
    language,
    ['demandRegister'],
    messages,
  );
  const state = page.leadForms.demandRegister!;
  return {
    ...page,
    leadForms: { demandRegister: { ...state, values: prefill } },
    propertyTypes: groupsOf(types),
    regions: groupsOf(regions.tree),
    area,
  };
}

export type SearchAlertPageData = Awaited<ReturnType<typeof loadSearchAlertPage>>;

/** The page's action: the shared lead action, then the thank-you page that asks to confirm by mail. */
export function searchAlertAction({ request, context }: ArgsWithContext) {
  const language = languageFromUrl(new URL(request.url).pathname);
  return handleLeadAction({
    request,
    context,
    language,
    forms: { demandRegister: () => thankYouPath('demand-register', language) },
  });
}

/** What the confirmation link did, or `failed` when Strapi did not answer. */
export type ConfirmOutcome = 'confirmed' | 'already_confirmed' | 'invalid_token' | 'failed';

const CONFIRM: TypedDocumentNode<{ confirmSearchAlert: { ok: boolean; outcome: string } | null }, { token: string }> =
  gql`
    mutation ConfirmSearchAlert($token: String!) {
      confirmSearchAlert(token: $token) {
        ok
        outcome
      }
    }
  `;

/** The confirmation page before the click: the token of the mail's link, carried into the form. */
export function loadConfirmPage(url: URL) {
  const language = languageFromUrl(url.pathname);
  const token = url.searchParams.get('token') ?? '';
  return { language, token, messages: pageMessages(language, [demandMessages]), pageLinks: null };
}

/** The click (a POST, so a mail scanner opening the link confirms nothing): Strapi's `confirmSearchAlert`. */
export async function confirmAction({ request, context }: ArgsWithContext) {
  const posted = (await request.formData()).get('token');
  const token = typeof posted === 'string' ? posted.slice(0, 200) : '';
  let outcome: ConfirmOutcome = 'invalid_token';
  if (token) {
    try {
      const result = await graphqlClient(context).mutate({ mutation: CONFIRM, variables: { token } });
      const answer = result.data?.confirmSearchAlert?.outcome;
      outcome =
        answer === 'confirmed' || answer === 'already_confirmed' || answer === 'invalid_token' ? answer : 'failed';
    } catch {
      outcome = 'failed';
    }
  }
  return data({ outcome }, { status: outcome === 'failed' ? 503 : 200, headers: { 'Cache-Control': 'no-store' } });
}
