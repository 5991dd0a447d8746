import { adminToken, rest } from './http';

/** A collection and the REST filter that finds what a CRM feed put in it. */
type ImportedContent = readonly (readonly [list: string, filter: string])[];

/** What the generated feed imports: listings OC7…, projects NB9…, the agents of crm-agency.example. */
const generatedFeedContent: ImportedContent = [
  ['properties', 'filters[reference][$startsWith]=OC7'],
  ['projects', 'filters[reference][$startsWith]=NB9'],
  ['agents', 'filters[email][$endsWith]=crm-agency.example'],
];

/**
 * Deletes, in every language, what the CRM tests imported from the generated fixture feed: the
 * files after them read the demo content. Takes no argument, so it can be an `afterAll` hook.
 */
export const removeCrmContent = (): Promise<void> => removeImported(generatedFeedContent);

/** Deletes, in every language, what a fixture feed imported into `lists`. */
export async function removeImported(lists: ImportedContent): Promise<void> {
  for (const [list, filter] of lists) {
    const found = await rest(
      'GET',
      `/${list}?${filter}&locale=nl&status=draft&pagination[pageSize]=100`,
      undefined,
      adminToken(),
    );
    for (const { documentId } of found.body.data as { documentId: string }[])
      for (const locale of ['nl', 'fr', 'en', 'de'])
        await rest('DELETE', `/${list}/${documentId}?locale=${locale}`, undefined, adminToken());
  }
}
