/** The search screen's filters and the query string they become (PRODUCT.md, Search). */
import { SEARCH_PAGE_SIZE } from './constants.js';
import { CHOICE_FILTER_KEYS } from './contact-filters.js';

export interface NameFilters {
  firstName: string;
  middleName: string;
  lastName: string;
}

/** The filters offered as a choice among the values the contacts have (contact-filters.ts). */
export type ChoiceFilterKey = (typeof CHOICE_FILTER_KEYS)[number];

export type AdvancedFilters = {
  /** A house number and/or street, such as "2661 Lake" or "Lake Ella Dr"; absent or empty for any. */
  address?: string;
  city: string;
  zipCode: string;
  /** A party code, or "all". */
  party: string;
  minAge: string;
  maxAge: string;
  /** An election date (YYYY-MM-DD) they voted in; absent or empty for any. */
  votedIn?: string;
  /** "1" to "4": voted in at least that many of the last 4 general elections; absent or empty for any. */
  minRecentGenerals?: string;
  /** The latest answer to a survey question, as `<questionId>:<choice>`; absent or empty for any. */
  answer?: string;
  /** The latest contact attempt's result, such as "not-home" (a re-knock list); absent or empty for any. */
  lastResult?: string;
  /** The ballot in the election under way (a BallotFilter: requested, returned, rejected, voted, not-voted). */
  ballotStatus?: string;
} & {
  /** The value chosen for a choice filter; absent or empty for all. */
  [K in ChoiceFilterKey]?: string;
};

export const EMPTY_NAMES: NameFilters = { firstName: '', middleName: '', lastName: '' };
export const EMPTY_FILTERS: AdvancedFilters = { city: '', zipCode: '', party: 'all', minAge: '', maxAge: '' };

/** The Supporters quick filter: confirmed and likely supporters. */
export const SUPPORTERS_FILTER = 'confirmed-supporter,likely-supporter';

export const hasNames = (names: NameFilters) => Object.values(names).some((v) => v.trim() !== '');

/** How many advanced filters are set (shown on the mobile Filters button). */
export const activeFilterCount = (f: AdvancedFilters) =>
  [
    (f.address ?? '').trim(),
    f.city.trim(),
    f.zipCode.trim(),
    f.party === 'all' ? '' : f.party,
    f.minAge.trim(),
    f.maxAge.trim(),
    f.votedIn ?? '',
    f.minRecentGenerals ?? '',
    f.answer ?? '',
    f.lastResult ?? '',
    f.ballotStatus ?? '',
    ...CHOICE_FILTER_KEYS.map((key) => f[key] ?? ''),
  ].filter(Boolean).length;

/**
 * The criteria part of GET /api/contacts/search's query string: names, address, city and ZIP only when non-blank
 * after trimming, party omitted when "all", ages only when non-empty, supporterStatus only with the quick
 * filter on. A string, so the page can debounce it and key the page number to it.
 */
export function searchCriteria({
  names,
  filters,
  supportersOnly,
}: {
  names: NameFilters;
  filters: AdvancedFilters;
  supportersOnly: boolean;
}): string {
  const params = new URLSearchParams();
  const text = {
    firstName: names.firstName,
    middleName: names.middleName,
    lastName: names.lastName,
    address: filters.address ?? '',
    city: filters.city,
    zipCode: filters.zipCode,
  };
  for (const [key, value] of Object.entries(text)) if (value.trim()) params.set(key, value.trim());
  if (filters.party && filters.party !== 'all') params.set('party', filters.party);
  if (supportersOnly) params.set('supporterStatus', SUPPORTERS_FILTER);
  if (filters.minAge.trim()) params.set('minAge', filters.minAge.trim());
  if (filters.maxAge.trim()) params.set('maxAge', filters.maxAge.trim());
  if (filters.votedIn) params.set('votedIn', filters.votedIn);
  if (filters.minRecentGenerals) params.set('minRecentGenerals', filters.minRecentGenerals);
  if (filters.answer) params.set('answer', filters.answer);
  if (filters.lastResult) params.set('lastResult', filters.lastResult);
  if (filters.ballotStatus) params.set('ballotStatus', filters.ballotStatus);
  for (const key of CHOICE_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/**
 * A search opened from a link (the election view's counts: `/?ballotStatus=voted&supporters=1&precinct=P1`): the
 * filters it names, or null when the address names none.
 */
export function searchFromAddress(
  query: string,
): { filters: AdvancedFilters; supportersOnly: boolean } | null {
  const params = new URLSearchParams(query);
  const ballotStatus = params.get('ballotStatus') ?? undefined;
  const precinct = params.get('precinct') ?? undefined;
  const supportersOnly = params.get('supporters') === '1';
  if (!ballotStatus && !precinct && !supportersOnly) return null;
  const filters: AdvancedFilters = { ...EMPTY_FILTERS, ballotStatus };
  if (precinct) (filters as Record<string, string | undefined>).precinct = precinct;
  return { filters, supportersOnly };
}

/** The whole query string: a page of the given criteria. */
export const searchQueryString = (criteria: string, page: number, limit = SEARCH_PAGE_SIZE) =>
  `page=${page}&limit=${limit}${criteria ? `&${criteria}` : ''}`;
