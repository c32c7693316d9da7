/** The election view: refetched every 30 seconds while open, like Our Impact. */
import { useQuery } from '@tanstack/react-query';
import { IMPACT_REFETCH_MS } from '../../common/constants.js';
import { electionView } from '../../common/schemas/election.js';
import { getJson } from '../api/http';
import { electionKeys } from '../query-keys/keys';

export function useElectionView() {
  return useQuery({
    queryKey: electionKeys.view,
    queryFn: ({ signal }) => getJson('/api/election', electionView, signal),
    refetchInterval: IMPACT_REFETCH_MS,
    refetchOnMount: 'always',
  });
}
