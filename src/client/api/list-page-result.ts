/** A result recorded on the device, shown on a list page already loaded, before (or without) the server's answer. */
import { attemptContactChanges } from '../../common/attempt-effects.js';
import type { AttemptResult } from '../../common/constants.js';
import type { ListDetail } from '../../common/schemas/lists.js';

type Attempt = Parameters<typeof attemptContactChanges>[0];

export function pageWithResult(page: ListDetail, contactId: string, attempt: Attempt): ListDetail {
  const { result } = attempt;
  const member = page.members.find((m) => m.contactId === contactId);
  if (!member) return page;
  // A member carries no volunteer likeliness; the rest (the status, the flags) shows on the sheet at once, so a
  // voter just marked do not contact loses the result buttons before any reload.
  const { volunteerLikeliness: _, ...onMember } = attemptContactChanges(attempt);
  return {
    ...page,
    progress: withResult(page.progress, member.lastResult, result),
    members: page.members.map((m) =>
      m === member ? { ...m, ...onMember, lastResult: result, lastAttemptAt: new Date().toISOString() } : m,
    ),
  };
}

/** Progress counts members by their latest result: the member moves from its old result to the new one. */
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
