import { gql, type TypedDocumentNode } from '@apollo/client';
import { resolveRoute, type Language, type Region } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { loadPage } from '~/features/content/index.server';
import { routeTablePageLinks } from '~/shell/language';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import { withContentFallback } from '~/graphql/content-fallback.server';
import { rows as present } from '~/graphql/strapi-lists.server';
import type { RenovationCostsQuery, RenovationCostsQueryVariables } from '~/graphql/strapi-operations.generated';
import { pageMessages } from '~/i18n/messages.server';
import { calculatorFields, calculatorState, type UnitCost } from './calculator';
import { calculatorMessages, inputErrorMessages, regionMessages } from './messages';

const RENOVATION_COSTS: TypedDocumentNode<RenovationCostsQuery, RenovationCostsQueryVariables> = gql`
  query RenovationCosts($locale: I18NLocaleCode) {
    siteSetting(locale: $locale) {
      renovationCosts {
        fromLabel
        toLabel
        costPerM2
        note
      }
    }
  }
`;

/** The agency's unit costs per label step (site settings; German falls back to English). */
export async function loadRenovationCosts(client: GraphqlClient, language: Language): Promise<UnitCost[]> {
  const found = await withContentFallback(language, async (locale) => {
    const { data: result } = await client.query({
      query: RENOVATION_COSTS,
      variables: { locale },
    });
    const rows = present(result?.siteSetting?.renovationCosts);
    return rows.length > 0 ? rows : null;
  });
  return (found?.value ?? [])
    .filter((row) => row.fromLabel?.trim() && row.toLabel?.trim() && Number.isFinite(row.costPerM2))
    .map((row) => ({
      fromLabel: row.fromLabel.trim(),
      toLabel: row.toLabel.trim(),
      costPerM2: row.costPerM2,
      note: row.note?.trim() || null,
    }));
}

/** French-speaking visitors are most often in Wallonia; everyone else starts on the Flemish scale. */
const defaultRegion: Readonly<Record<Language, Region>> = {
  en: 'flanders',
  nl: 'flanders',
  fr: 'wallonia',
  de: 'flanders',
};

/** The messages of what the calculator page renders, beside the root's. */
const calculatorPageMessages = [calculatorMessages, regionMessages, inputErrorMessages];

/**
 * The calculator page. The form is a GET form: its values arrive in the query string, are
 * validated and computed here, so the result is in the server-rendered HTML (no JavaScript
 * needed); with JavaScript the page recomputes as the visitor types, with the same domain rules.
 */
export async function loadCalculatorPage({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const resolved = resolveRoute(url.pathname);
  const language = resolved?.lang;
  if (!resolved || !language || resolved.route.id !== 'renovation-calculator') throw data(null, { status: 404 });
  const client = graphqlClient(context);
  const [page, costs] = await Promise.all([
    loadPage(client, 'renovation-calculator', language),
    loadRenovationCosts(client, language),
  ]);
  const submitted = calculatorFields.some((field) => url.searchParams.has(field));
  const values = {
    surface: url.searchParams.get('surface') ?? '',
    region: url.searchParams.get('region') ?? defaultRegion[language],
    from: url.searchParams.get('from') ?? '',
    to: url.searchParams.get('to') ?? '',
  };
  return {
    language,
    page,
    costs,
    values,
    submitted,
    // Computed on the server so the first HTML carries the answer.
    state: calculatorState(values, costs),
    // A calculation is a visitor's own figures: only the empty form is indexed.
    pageLinks: routeTablePageLinks(resolved.route.paths, language, '', submitted),
    messages: pageMessages(language, calculatorPageMessages),
  };
}

export type CalculatorPageData = Awaited<ReturnType<typeof loadCalculatorPage>>;
