/** The campaign profile: candidate, city, website and goals, as the admins set them. */
import { useQuery } from '@tanstack/react-query';
import { campaignProfile } from '../../common/schemas/impact.js';
import { getJson } from '../api/http';
import { campaignKeys } from '../query-keys/keys';

export function useCampaign() {
  return useQuery({
    queryKey: campaignKeys.profile,
    queryFn: ({ signal }) => getJson('/api/campaign', campaignProfile, signal),
  });
}
