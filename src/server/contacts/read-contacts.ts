/**
 * Reading contacts as a signed-in person: the search and the profile, counted against the person's read
 * budget (read-budgets/), and every opened profile recorded so admins can see who read a contact.
 */
import { hasNameOrAddress } from '../../common/contact-filters.js';
import { can } from '../../common/permissions.js';
import type {
  ContactProfile,
  OpenedContactProfile,
  SearchQuery,
  SearchResponse,
  UpdateContactRequest,
} from '../../common/schemas/contacts.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { InvalidInputError } from '../errors.js';
import { chargeReads } from '../read-budgets/read-budget.js';
import { recordProfileOpen } from '../read-budgets/record-profile-open.js';
import { searchRecord } from '../read-budgets/record-search.js';
import { searchContacts } from '../search/search-contacts.js';
import type { SearchTotals } from '../search/search-totals.js';
import { assertContactExists, getContact } from './get-contact.js';
import { householdOf } from './household.js';
import { knownBy } from './known-by.js';
import { assertSomethingToChange, updateContact } from './update-contact.js';

export const FIRST_PAGE_ONLY_MESSAGE =
  'Add a name or a street address to see more than the first page of results.';

const isAdmin = (user: UserRow) => can(user.role, 'admin:manage');

/**
 * A search page, recorded with its criteria and row count (never the rows). Without a name or a street a
 * non-admin gets the first page only, whatever the other filters: paging through a slice of everyone is scraping.
 */
export async function searchAsUser(
  db: Db,
  user: UserRow,
  q: SearchQuery,
  totals?: SearchTotals,
): Promise<SearchResponse> {
  if (q.page > 1 && !isAdmin(user) && !hasNameOrAddress(q))
    throw new InvalidInputError(FIRST_PAGE_ONLY_MESSAGE);
  const result = await searchContacts(db, q, totals);
  const rows = result.contacts.length + (result.similar?.length ?? 0);
  await chargeReads(db, user, { searchRows: rows }, searchRecord(q, rows));
  return result;
}

/** The housemates a profile lists: names of other voters, charged as search rows. */
const housematesOf = (contact: ContactProfile) => contact.household?.others.length ?? 0;

/** An opened profile (or a contact's CSV): counted against the budget with its housemates, then recorded. */
export async function openProfile(db: Db, user: UserRow, id: string) {
  const contact = await getContact(db, id, { withViews: isAdmin(user) });
  await chargeReads(db, user, { profileOpens: 1, housemates: housematesOf(contact) });
  await recordProfileOpen(db, user.id, id);
  return withKnownBy(db, user, contact);
}

/** The profile with whose networks the contact is in, for those allowed to see it (known-by.ts). */
async function withKnownBy(db: Db, user: UserRow, contact: ContactProfile): Promise<OpenedContactProfile> {
  const names = await knownBy(db, user, contact.id);
  return names ? { ...contact, knownBy: names } : contact;
}

/** The profile as it stands now, with whose networks it is in. */
const currentProfile = async (db: Db, user: UserRow, id: string) =>
  withKnownBy(db, user, await getContact(db, id, { withViews: isAdmin(user) }));

/**
 * A change answered with the whole profile (phones, emails, notes) is a read like opening it: it is charged
 * against the same profile budget before anything is written, so past the budget the change is refused (429,
 * the same message, admins alerted) and nothing is written. Else an editor flipping a status on contact after
 * contact would read the voter file past the budget. A contact that does not exist costs nothing. Not recorded
 * as a `view`: a change that writes something leaves its own audit rows naming the person, and the app opens
 * the profile, recorded, before any edit.
 */
export async function changeProfile(db: Db, user: UserRow, id: string, change: () => Promise<unknown>) {
  await assertContactExists(db, id);
  return chargedChange(db, user, id, change);
}

async function chargedChange(db: Db, user: UserRow, id: string, change: () => Promise<unknown>) {
  const household = await householdOf(db, id);
  await chargeReads(db, user, { profileOpens: 1, housemates: household?.others.length ?? 0 });
  await change();
  return currentProfile(db, user, id);
}

/** A contact PATCH: refused before any charge when it names no field; charged even when it changes nothing. */
export async function editProfile(db: Db, user: UserRow, id: string, input: UpdateContactRequest) {
  await assertContactExists(db, id);
  assertSomethingToChange(input);
  return chargedChange(db, user, id, () => updateContact(db, user, id, input));
}
