import type { ListMember } from '../../../common/schemas/lists.js';

/** Consecutive members of one household, in list order; a voter without an address is a door of their own. */
export function households(members: ListMember[]) {
  const groups: ListMember[][] = [];
  for (const m of members) {
    const last = groups[groups.length - 1];
    if (last && m.household !== null && last[0]?.household === m.household) last.push(m);
    else groups.push([m]);
  }
  return groups;
}

/** A voter of the sheet still to be asked at the door: no result on this list yet, and not do-not-contact. */
export const awaitingResult = (m: ListMember) => !m.lastResult && !m.doNotContact;

/** The boxes a printed walk sheet gives each voter, ticked by hand at the door. */
export const RESULT_BOXES =
  '☐ Nobody home ☐ Talked ☐ Supporter ☐ Leaning ☐ Undecided ☐ Opposed ☐ Refused ☐ Moved';
