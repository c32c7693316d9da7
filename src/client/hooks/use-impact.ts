/** Our Impact: the campaign's reach, refetched every 30 seconds while the page is open. */
import { useQuery } from '@tanstack/react-query';
import { IMPACT_REFETCH_MS } from '../../common/constants.js';
import { impactStats } from '../../common/schemas/impact.js';
import { type ImpactPeriod, impactDays, impactToday } from '../../common/schemas/impact-days.js';
import { getJson } from '../api/http';
import { impactKeys } from '../query-keys/keys';

export function useImpactStats() {
  return useQuery({
    queryKey: impactKeys.stats,
    queryFn: ({ signal }) => getJson('/api/impact/stats', impactStats, signal),
    refetchInterval: IMPACT_REFETCH_MS,
    // Opening the page always asks again: what the person just changed elsewhere shows at once.
    refetchOnMount: 'always',
  });
}

/** Field work per day for the period chosen on Our Impact, refetched with the rest of the page. */
export function useImpactDays(period: ImpactPeriod) {
  return useQuery({
    queryKey: impactKeys.days(period),
    queryFn: ({ signal }) => getJson(`/api/impact/days?period=${period}`, impactDays, signal),
    refetchInterval: IMPACT_REFETCH_MS,
    refetchOnMount: 'always',
    placeholderData: (previous) => previous,
  });
}

/** Today by volunteer; asked only of people the server lets see it (`enabled`). */
export function useImpactToday(enabled: boolean) {
  return useQuery({
    queryKey: impactKeys.today,
    queryFn: ({ signal }) => getJson('/api/impact/today', impactToday, signal),
    refetchInterval: IMPACT_REFETCH_MS,
    refetchOnMount: 'always',
    enabled,
  });
}
