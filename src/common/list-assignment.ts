/** What the bell and the mail say when someone is given a list (issue 35). */
import type { ListKind } from './constants.js';
import { countOf, type NamedPerson } from './format.js';

/** The assigner as the assignee knows them: the first name, else the whole email. */
export const assignerName = (person: NamedPerson) =>
  person.firstName?.trim() || person.email?.trim() || 'An organiser';

/** "Maria assigned you 'Precinct 2305 — Turf 1' (58 doors)"; a call list counts voters. */
export function assignedYou(
  assigner: string,
  list: { name: string; kind: ListKind; doors: number; voters: number },
) {
  const size = list.kind === 'walk' ? countOf(list.doors, 'door') : countOf(list.voters, 'voter');
  return `${assigner} assigned you '${list.name}' (${size})`;
}
