/** Our Impact and the campaign profile (SPEC §7): impact stats refetch every 30 seconds (§9). */
import { useQuery } from '@tanstack/react-query';
import { IMPACT_REFETCH_MS } from '../../shared/constants.js';
import { campaignProfile, impactStats } from '../../shared/schemas/impact.js';
import { throwIfResNotOk } from '../lib/queryClient';
import { IMPACT_KEY } from './networks';

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return res.json();
}

export function useImpactStats() {
  return useQuery({
    queryKey: IMPACT_KEY,
    queryFn: async ({ signal }) => impactStats.parse(await getJson('/api/impact/stats', signal)),
    refetchInterval: IMPACT_REFETCH_MS,
    // Opening the page always asks again: what the person just changed elsewhere shows at once.
    refetchOnMount: 'always',
  });
}

export const CAMPAIGN_KEY = ['/api/campaign'] as const;

/** Candidate, city, website and goals, as the admins set them. */
export function useCampaign() {
  return useQuery({
    queryKey: CAMPAIGN_KEY,
    queryFn: async ({ signal }) => campaignProfile.parse(await getJson('/api/campaign', signal)),
  });
}
