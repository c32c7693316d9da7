/**
 * What the server would refuse in the search's filters, by filter, read from the same request schema it checks
 * them with: the filter fields say so before the search is sent (PRODUCT.md, Search).
 */
import { type AdvancedFilters, EMPTY_NAMES, searchCriteria } from './contact-search.js';
import { searchQuery } from './schemas/contacts.js';

export type FilterErrors = Partial<Record<keyof AdvancedFilters, string>>;

export function filterErrors(filters: AdvancedFilters): FilterErrors {
  const query = new URLSearchParams(searchCriteria({ names: EMPTY_NAMES, filters, supportersOnly: false }));
  const parsed = searchQuery.safeParse(Object.fromEntries(query));
  if (parsed.success) return {};
  const errors: FilterErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in filters && !errors[key as keyof AdvancedFilters])
      errors[key as keyof AdvancedFilters] = issue.message;
  }
  return errors;
}

export const hasFilterErrors = (errors: FilterErrors) => Object.keys(errors).length > 0;
