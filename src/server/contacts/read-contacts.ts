/**
 * Reading contacts as a signed-in person: the search and the profile, counted against the person's read
 * budget (read-budgets/), and every opened profile recorded so admins can see who read a contact.
 */
import { readSearchFilters } from '../../common/contact-filters.js';
import { can } from '../../common/permissions.js';
import type {
  ContactProfile,
  OpenedContactProfile,
  SearchQuery,
  SearchResponse,
} from '../../common/schemas/contacts.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { InvalidInputError } from '../errors.js';
import { chargeProfileOpen, chargeSearchRows } from '../read-budgets/read-budget.js';
import { recordProfileOpen } from '../read-budgets/record-profile-open.js';
import { getContact } from './get-contact.js';
import { knownBy } from './known-by.js';
import { searchContacts } from './search-contacts.js';
import type { SearchTotals } from './search-totals.js';

export const FIRST_PAGE_ONLY_MESSAGE =
  'Add a name, an address or a filter to see more than the first page of results.';

const isAdmin = (user: UserRow) => can(user.role, 'admin:manage');

const isSet = (value: unknown) =>
  value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** Whether the search names anybody or anything: a name, an address part or any filter. */
export const hasCriteria = (q: SearchQuery) => Object.values(readSearchFilters(q)).some(isSet);

/** A search page. Without any criteria a non-admin gets the first page only: paging through everyone is scraping. */
export async function searchAsUser(
  db: Db,
  user: UserRow,
  q: SearchQuery,
  totals?: SearchTotals,
): Promise<SearchResponse> {
  if (q.page > 1 && !isAdmin(user) && !hasCriteria(q)) throw new InvalidInputError(FIRST_PAGE_ONLY_MESSAGE);
  const result = await searchContacts(db, q, totals);
  await chargeSearchRows(db, user, result.contacts.length + (result.similar?.length ?? 0));
  return result;
}

/** An opened profile (or a contact's CSV): counted against the budget, then recorded. */
export async function openProfile(db: Db, user: UserRow, id: string) {
  const contact = await getContact(db, id, { withViews: isAdmin(user) });
  await chargeProfileOpen(db, user);
  await recordProfileOpen(db, user.id, id);
  return withKnownBy(db, user, contact);
}

/** The profile with whose networks the contact is in, for those allowed to see it (known-by.ts). */
async function withKnownBy(db: Db, user: UserRow, contact: ContactProfile): Promise<OpenedContactProfile> {
  const names = await knownBy(db, user, contact.id);
  return names ? { ...contact, knownBy: names } : contact;
}

/** The profile as it stands after a change the person made: not a new read. */
export const profileAfterChange = async (db: Db, user: UserRow, id: string) =>
  withKnownBy(db, user, await getContact(db, id, { withViews: isAdmin(user) }));

/**
 * The profile after an edit. An edit that changed nothing (the contact's own values sent back) is charged as a
 * profile open, else such edits would read the voter file past the budget; it is not recorded as an open, as
 * the edit form was opened with one.
 */
export async function profileAfterEdit(db: Db, user: UserRow, id: string, changed: boolean) {
  if (!changed) await chargeProfileOpen(db, user);
  return profileAfterChange(db, user, id);
}
