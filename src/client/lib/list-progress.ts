/**
 * A result recorded on the device, applied to the list page the device holds: the counts move at once, as the
 * server will count them (by each member's latest result, and who recorded it), before or without its answer;
 * what the result says about the voter (do not contact, moved, a status) shows on the member too.
 */
import { attemptContactChanges } from '../../common/attempt-effects.js';
import type { AttemptChannel, AttemptResult } from '../../common/constants.js';
import { countsOnList } from '../../common/list-channels.js';
import type { ListDetail, ListMember } from '../../common/schemas/lists.js';

type Volunteers = NonNullable<ListDetail['byVolunteer']>;
type Attempt = Parameters<typeof attemptContactChanges>[0] & { channel: AttemptChannel };

/**
 * The member moves from its old result to the new one, and from whoever recorded the old one to `by`. A result
 * of another channel than the list's (a door knocked, on a call list the device holds) is marked on the member
 * and counted nowhere, as the server does.
 */
export function withMemberResult(
  list: ListDetail,
  member: ListMember,
  attempt: Attempt,
  by: string,
  at: string,
): ListDetail {
  const { result } = attempt;
  // A member carries no volunteer likeliness; the rest (the status, the flags) shows on the sheet at once, so a
  // voter just marked do not contact loses the result buttons before any reload.
  const { volunteerLikeliness: _, ...onMember } = attemptContactChanges(attempt);
  if (!countsOnList(list.kind, attempt.channel))
    return {
      ...list,
      members: list.members.map((m) =>
        m === member
          ? {
              ...m,
              ...onMember,
              earlierResult: result,
              earlierChannel: attempt.channel,
              earlierAttemptAt: at,
            }
          : m,
      ),
    };
  return {
    ...list,
    progress: withResult(list.progress, member.lastResult, result),
    ...(list.byVolunteer && {
      byVolunteer: withVolunteer(list.byVolunteer, member.lastResult ? member.lastAttemptBy : null, by),
    }),
    members: list.members.map((m) =>
      m === member
        ? {
            ...m,
            ...onMember,
            lastResult: result,
            lastAttemptAt: at,
            lastAttemptBy: by,
            // The list's own result is now the voter's latest: nothing else to mark.
            earlierResult: null,
            earlierChannel: null,
            earlierAttemptAt: null,
          }
        : m,
    ),
  };
}

function withResult(
  progress: ListDetail['progress'],
  before: AttemptResult | null,
  after: AttemptResult,
): ListDetail['progress'] {
  const byResult = { ...progress.byResult };
  if (before) byResult[before] = Math.max(0, (byResult[before] ?? 1) - 1);
  byResult[after] = (byResult[after] ?? 0) + 1;
  if (before && byResult[before] === 0) delete byResult[before];
  return { ...progress, byResult, attempted: progress.attempted + (before ? 0 : 1) };
}

/** In the server's order: most results first, then by name. */
function withVolunteer(volunteers: Volunteers, before: string | null, after: string): Volunteers {
  const counts = new Map(volunteers.map((v) => [v.name, v.attempted]));
  if (before !== null) counts.set(before, (counts.get(before) ?? 1) - 1);
  counts.set(after, (counts.get(after) ?? 0) + 1);
  return [...counts]
    .filter(([, attempted]) => attempted > 0)
    .map(([name, attempted]) => ({ name, attempted }))
    .sort((a, b) => b.attempted - a.attempted || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
