import { adminToken, rest } from './http';

/**
 * Deletes, in every language, what the CRM tests imported from the fixture feed (listings OC7…,
 * projects NB9…, the agents of crm-agency.example): the files after them read the demo content.
 */
export async function removeCrmContent(): Promise<void> {
  const lists = [
    ['properties', 'filters[reference][$startsWith]=OC7'],
    ['projects', 'filters[reference][$startsWith]=NB9'],
    ['agents', 'filters[email][$endsWith]=crm-agency.example'],
  ] as const;
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
