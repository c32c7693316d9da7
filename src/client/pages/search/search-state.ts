/**
 * The search as it stood (and the open profile), kept for the tab: signing in again after a session ended comes
 * back to it. It names who searched: another person signing in on the tab starts with an empty search.
 */
import {
  type AdvancedFilters,
  EMPTY_FILTERS,
  EMPTY_NAMES,
  type NameFilters,
  searchFromAddress,
} from '../../../common/contact-search.js';
import { readOwned, writeOwned } from '../../lib/device-storage';
import { signedInUserId } from '../../offline/device-owner';

const SEARCH_STATE_KEY = 'gw:search';

type SearchState = {
  names: NameFilters;
  filters: AdvancedFilters;
  supportersOnly: boolean;
  page: number;
  openId: string | null;
};

const isSearchState = (value: unknown): value is SearchState => {
  const v = value as Partial<SearchState> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.names === 'object' &&
    typeof v.filters === 'object' &&
    typeof v.supportersOnly === 'boolean' &&
    typeof v.page === 'number' &&
    (v.openId === null || typeof v.openId === 'string')
  );
};

/**
 * The search a link opened (the election view's counts), or else the signed-in person's own last search in this
 * tab, or an empty one. Only reads: React may call it more than once for one page (a render that suspended).
 */
export function restoreSearch(): SearchState {
  const linked = searchFromAddress(window.location.search);
  if (linked) return { names: { ...EMPTY_NAMES }, ...linked, page: 1, openId: null };
  const ownerId = signedInUserId();
  const stored = ownerId ? readOwned('session', SEARCH_STATE_KEY, ownerId, isSearchState) : null;
  return {
    names: { ...EMPTY_NAMES, ...stored?.names },
    filters: { ...EMPTY_FILTERS, ...stored?.filters },
    supportersOnly: stored?.supportersOnly ?? false,
    page: Math.max(1, Math.floor(stored?.page ?? 1)),
    openId: stored?.openId ?? null,
  };
}

/** Once the page shows a link's search, its query leaves the address so a reload keeps what the person changed. */
export function forgetSearchLink() {
  if (searchFromAddress(window.location.search)) {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
}

export function saveSearch(state: SearchState) {
  const ownerId = signedInUserId();
  if (ownerId) writeOwned('session', SEARCH_STATE_KEY, ownerId, state);
}
