/**
 * Search results, profiles and walk/call list pages already loaded stay readable without signal: that part of the query cache is
 * kept in IndexedDB (TanStack's persister over idb-keyval), bounded, removed when the person signs out, and
 * removed when someone else signs in after the person's session ended (keepOnlyQueriesOf).
 */

import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { queryClient } from '../lib/query-client';
import { contactKeys, listKeys } from '../query-keys/keys';
import { cacheStore } from './cache-store';
import { forgetUser } from './known-user';

/** At most this many search pages and profiles are kept, the most recently loaded first. */
export const KEPT_SEARCH_PAGES = 20;
export const KEPT_PROFILES = 50;
/** List pages of 50: a few turfs' worth, which a volunteer opens before going out. */
export const KEPT_LIST_PAGES = 20;
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const CACHE_KEY = 'query-cache';
/** The id of the user the kept queries were loaded for: the one who last signed in on the device. */
const CACHE_OWNER_KEY = 'query-cache-owner';

/**
 * False from sign-out on: the persister throttles its saves, and one already scheduled would otherwise write
 * the voter file back after it was removed (seen under load: the cache was back 1 s after sign-out).
 */
let keepingAllowed = true;

const persister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key, cacheStore()).then((v) => v ?? null),
    setItem: (key, value: string) => (keepingAllowed ? set(key, value, cacheStore()) : Promise.resolve()),
    removeItem: (key) => del(key, cacheStore()),
  },
  key: CACHE_KEY,
  throttleTime: 1000,
});

const isSearch = (q: Query) => q.queryKey[0] === contactKeys.search[0] && q.queryKey.length === 2;
const isProfile = (q: Query) => q.queryKey[0] === contactKeys.detail('')[0] && q.queryKey.length === 2;
/** My Lists (`['/api/lists']`) and list pages (`['/api/lists', id, page]`; not a whole list read to print). */
const isLists = (q: Query) => q.queryKey[0] === listKeys.all[0] && q.queryKey.length === 1;
const isListPage = (q: Query) =>
  q.queryKey[0] === listKeys.all[0] && q.queryKey.length === 3 && typeof q.queryKey[2] === 'number';
const isKeptKind = (q: Query) => isSearch(q) || isProfile(q) || isLists(q) || isListPage(q);

/** The newest `limit` successful queries of one sort, by when they were loaded. */
function newest(predicate: (q: Query) => boolean, limit: number): Set<Query> {
  const all = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success' && predicate(q))
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  return new Set(all.slice(0, limit));
}

/** Dehydration asks query by query: the choice is made once per save (reset after the current task). */
let kept: Set<Query> | null = null;
function keptNow(): Set<Query> {
  if (!kept) {
    kept = new Set([
      ...newest(isSearch, KEPT_SEARCH_PAGES),
      ...newest(isProfile, KEPT_PROFILES),
      ...newest(isLists, 1),
      ...newest(isListPage, KEPT_LIST_PAGES),
    ]);
    queueMicrotask(() => {
      kept = null;
    });
  }
  return kept;
}

/** Started once with the app. Restored queries count as stale: online, they are fetched again when shown. */
let stopKeeping: (() => void) | null = null;
let restoring: Promise<void> = Promise.resolve();
/** The queries read back from the device at start, with when their data was loaded. */
const restoredQueries = new Map<Query, number>();

export function keepQueriesOnDevice() {
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    buster: '2',
    dehydrateOptions: {
      shouldDehydrateMutation: () => false,
      shouldDehydrateQuery: (query) => keptNow().has(query),
    },
  });
  stopKeeping = unsubscribe;
  restoring = restored
    .then(() => {
      for (const query of queryClient.getQueryCache().findAll({ predicate: isKeptKind }))
        restoredQueries.set(query, query.state.dataUpdatedAt);
      return queryClient.invalidateQueries({ predicate: isKeptKind, refetchType: 'none' });
    })
    .catch(() => undefined);
}

/**
 * `userId` is signed in: the kept queries stay only if they were loaded for them. A session that ended on its
 * own (no sign-out) leaves them on the device for the same person's return; the next person must not read them,
 * offline or while a page they open is fetched again.
 */
export async function keepOnlyQueriesOf(userId: string) {
  await restoring;
  const owner = await get<string>(CACHE_OWNER_KEY, cacheStore()).catch(() => undefined);
  if (owner === userId) {
    // Every check of the session asks again: the same person writes nothing.
    restoredQueries.clear();
    return;
  }
  // Only what was read back from the device and not loaded again since: the signed-in person's own pages
  // may already be loading. A reset query has no data (a page showing it loads it again), so the next save
  // leaves it out, after any save already on its way.
  const stillTheirs = (query: Query) => restoredQueries.get(query) === query.state.dataUpdatedAt;
  await queryClient.resetQueries({ predicate: stillTheirs });
  await persister.removeClient();
  restoredQueries.clear();
  await set(CACHE_OWNER_KEY, userId, cacheStore()).catch(() => undefined);
}

/** Signing out: the voter file must not stay on a device someone else may use next. */
export async function forgetQueriesOnDevice() {
  // No save still on its way may write the voter file back after it was removed.
  keepingAllowed = false;
  stopKeeping?.();
  queryClient.clear();
  await Promise.all([persister.removeClient(), forgetUser()]);
  await del(CACHE_KEY, cacheStore()).catch(() => undefined);
  await del(CACHE_OWNER_KEY, cacheStore()).catch(() => undefined);
}
