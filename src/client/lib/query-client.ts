/** TanStack Query as the app uses it: nothing refetches or retries by itself; each query names its own call. */
import { MutationCache, type MutationMeta, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../api/api-error';

type UnauthorizedHandler = (meta: MutationMeta | undefined) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/**
 * Whoever handles an ended session (lib/session-ended.ts) registers here: any query or mutation answered 401
 * reaches it, with the mutation's `meta` so a call can choose its own words.
 */
export function whenUnauthorized(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      if (errorStatus(error) === 401) onUnauthorized(undefined);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (errorStatus(error) === 401) onUnauthorized(mutation.meta);
    },
  }),
  defaultOptions: {
    queries: {
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: { retry: false },
  },
});
