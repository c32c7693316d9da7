import { useCurrentUser } from '../api/auth';

/** The signed-in user, or null when signed out. */
export function useAuth() {
  const query = useCurrentUser();
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}
