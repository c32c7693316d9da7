/**
 * Who may see and change a list: its owner, the people it is assigned to, and admins see it; the owner and
 * admins rename, assign (admins only), refresh and delete it. Anybody else is told it does not exist, so lists
 * reveal nothing of other volunteers' work.
 */
import { and, eq } from 'drizzle-orm';
import { can } from '../../common/permissions.js';
import { isUuid } from '../../common/schemas/common.js';
import type { Executor } from '../db/client.js';
import { type ContactListRow, contactListAssignees, contactLists, type UserRow } from '../db/schema/index.js';
import { ForbiddenError, NotFoundError } from '../errors.js';

export const LIST_NOT_FOUND = 'That list does not exist (any more), or it is not one of yours.';

export const isAdmin = (user: UserRow) => can(user.role, 'admin:manage');

/** The list's owner or an admin: who renames, refreshes and deletes it, and sees who recorded what. */
export const managesList = (user: UserRow, list: ContactListRow) => isAdmin(user) || list.ownerId === user.id;

/** The list if the person may see it; otherwise undefined. */
export async function findVisibleList(db: Executor, user: UserRow, id: string) {
  if (!isUuid(id)) return undefined;
  const [list] = await db.select().from(contactLists).where(eq(contactLists.id, id));
  if (!list) return undefined;
  if (managesList(user, list)) return list;
  const [assigned] = await db
    .select({ userId: contactListAssignees.userId })
    .from(contactListAssignees)
    .where(and(eq(contactListAssignees.listId, id), eq(contactListAssignees.userId, user.id)));
  return assigned ? list : undefined;
}

export async function visibleList(db: Executor, user: UserRow, id: string) {
  const list = await findVisibleList(db, user, id);
  if (!list) throw new NotFoundError(LIST_NOT_FOUND);
  return list;
}

/** The list, if the person is its owner or an admin (an assignee works it but does not change it). */
export async function managedList(db: Executor, user: UserRow, id: string, doing: string) {
  const list = await visibleList(db, user, id);
  if (!managesList(user, list))
    throw new ForbiddenError(`Only the person who made this list or an admin can ${doing} it.`);
  return list;
}
