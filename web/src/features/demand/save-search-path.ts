import { searchAlertPath, type Language } from '@vitrine/domain';

/**
 * Where "save this search" leads: the demand register form, prefilled from the list's goal and
 * query string (type, region, prices, rooms). Built by the list's loader, so that the list page's
 * browser code carries only the link.
 */
export function saveSearchPath(language: Language, goal: number, query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  for (const name of ['page', 'sort', 'view']) params.delete(name);
  params.set('goal', goal === 0 ? '0' : '1');
  return `${searchAlertPath(language)}?${params.toString()}`;
}
