/** Our Impact: the campaign's reach, refetched every 30 seconds while the page is open. */
import { useQuery } from '@tanstack/react-query';
import { IMPACT_REFETCH_MS } from '../../common/constants.js';
import { impactStats } from '../../common/schemas/impact.js';
import { getJson } from './http';

export const impactKeys = {
  stats: ['/api/impact/stats'] as const,
};

export function useImpactStats() {
  return useQuery({
    queryKey: impactKeys.stats,
    queryFn: ({ signal }) => getJson('/api/impact/stats', impactStats, signal),
    refetchInterval: IMPACT_REFETCH_MS,
    // Opening the page always asks again: what the person just changed elsewhere shows at once.
    refetchOnMount: 'always',
  });
}
