import type { BallotFilter } from '../../../common/ballots.js';

/** The search a count opens: its ballot group, among the supporters or everyone, in one precinct or all. */
export const searchHref = (ballotStatus: BallotFilter, supporters: boolean, precinct?: string | null) => {
  const params = new URLSearchParams({ ballotStatus });
  if (supporters) params.set('supporters', '1');
  if (precinct) params.set('precinct', precinct);
  return `/?${params.toString()}`;
};
