/** Rename, assign, refresh and delete a list: its owner or an admin (assigning: admins only). */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type ContactListRow, contactLists, type UserRow } from '../db/schema/index.js';
import { ForbiddenError, InvalidInputError } from '../errors.js';
import { readSettings } from '../settings/settings.js';
import { ASSIGN_ADMINS_ONLY, chargeListMade, checkAssignees, setAssignees } from './create-list.js';
import { isAdmin, managedList } from './list-access.js';
import { countCandidates, listConditions, memberWhere, refreshMembers, tooLarge } from './list-members.js';
import { listSummary } from './read-lists.js';
import type { AssignmentNotice } from './tell-assignees.js';

export async function updateList(
  db: Db,
  user: UserRow,
  id: string,
  input: { name?: string; assigneeIds?: string[] },
  tell?: AssignmentNotice,
) {
  const list = await managedList(db, user, id, 'change');
  if (input.assigneeIds !== undefined && !isAdmin(user)) throw new ForbiddenError(ASSIGN_ADMINS_ONLY);
  const assignees = input.assigneeIds === undefined ? undefined : await checkAssignees(db, input.assigneeIds);
  const added = await db.transaction(async (tx) => {
    if (input.name !== undefined)
      await tx.update(contactLists).set({ name: input.name }).where(eq(contactLists.id, list.id));
    return assignees ? setAssignees(tx, list.id, assignees, user.id) : [];
  });
  await tell?.(user, list.id, added);
  return listSummary(db, list.id);
}

export async function deleteList(db: Db, user: UserRow, id: string) {
  const list = await managedList(db, user, id, 'delete');
  await db.delete(contactLists).where(eq(contactLists.id, list.id));
}

/** Turfs are fixed runs of doors: refreshing a turf, or the list they were cut from, would unsettle them. */
async function refuseRefreshOfTurfs(db: Db, list: ContactListRow) {
  if (list.parentId)
    throw new InvalidInputError('A turf keeps the doors it was cut with, so it is not refreshed.');
  const [turf] = await db
    .select({ id: contactLists.id })
    .from(contactLists)
    .where(eq(contactLists.parentId, list.id))
    .limit(1);
  if (turf)
    throw new InvalidInputError(
      'This list is cut into turfs, so its members stay as they are. Delete its turfs to refresh it.',
    );
}

/**
 * Applies the list's filters again: voters already attempted stay with their results, the others are the
 * voters matching now (never one who asked not to be contacted, moved or died).
 */
export async function refreshList(db: Db, user: UserRow, id: string) {
  const list = await managedList(db, user, id, 'refresh');
  await refuseRefreshOfTurfs(db, list);
  const where = memberWhere(list.kind, listConditions(list.filters), list);
  const { listSizeCap } = await readSettings(db);
  // The voters a refresh adds are read like those put on the list when it was made.
  const newcomers = sql`${where} AND NOT EXISTS (SELECT 1 FROM contact_list_members n
    WHERE n.list_id = ${list.id}::uuid AND n.contact_id = c.id)`;
  await chargeListMade(db, user, list.kind, newcomers, listSizeCap);
  await db.transaction(async (tx) => {
    const count = await countCandidates(tx, where, listSizeCap);
    if (count > listSizeCap) throw tooLarge(count, listSizeCap);
    const size = await refreshMembers(tx, list.id, list.kind, where, list);
    if (size > listSizeCap) throw tooLarge(size, listSizeCap);
    await tx.update(contactLists).set({ updatedAt: new Date() }).where(eq(contactLists.id, list.id));
  });
  return listSummary(db, list.id);
}
