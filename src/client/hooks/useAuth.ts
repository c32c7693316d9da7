import { useQuery } from '@tanstack/react-query';
import { type CurrentUser, currentUser } from '../../shared/schemas/auth.js';
import { getQueryFn } from '../lib/queryClient';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** The signed-in user; null when signed out (a 401 is an answer, not an error). */
export function useAuth() {
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: async (context) => {
      const data = await getQueryFn<unknown>({ on401: 'returnNull' })(context);
      return data === null ? null : currentUser.parse(data);
    },
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}
