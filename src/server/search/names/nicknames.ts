/**
 * Nickname expansion for first-name searches: "bill" → william; "william" → bill, billy, will… One hop
 * each way in NICKNAME_TABLE, so "Kathy" finds Katherine, Catherine and Kathleen, but not every other
 * short form of those names.
 */
import { NICKNAME_TABLE } from './nickname-table.js';

/** The fold gw_fold (migration 0001) applies to stored names: lower case, no accents, no apostrophes. */
export const foldName = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase();

const RELATED = new Map<string, Set<string>>();
const relate = (a: string, b: string) => {
  if (a === b) return;
  const set = RELATED.get(a) ?? new Set<string>();
  set.add(b);
  RELATED.set(a, set);
};
for (const [formal, ...nicknames] of NICKNAME_TABLE) {
  for (const nickname of nicknames) {
    relate(formal, nickname);
    relate(nickname, formal);
  }
}

/** The folded names that a first name stands for, itself excluded; empty when it has no known nickname. */
export function nicknamesOf(firstName: string): string[] {
  return [...(RELATED.get(foldName(firstName.trim())) ?? [])].sort();
}
