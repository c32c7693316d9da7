import { and, eq, inArray } from 'drizzle-orm';
import type { ListKind } from '../../common/constants.js';
import { rolesThatCan } from '../../common/permissions.js';
import type { ListFiltersInput } from '../../common/schemas/lists.js';
import type { Db, Executor } from '../db/client.js';
import { contactListAssignees, contactLists, type UserRow, users } from '../db/schema/index.js';
import { ForbiddenError, InvalidInputError } from '../errors.js';
import { readSettings } from '../settings/settings.js';
import { isAdmin } from './list-access.js';
import { insertMembers, listConditions, memberWhere, tooLarge } from './list-members.js';

export const ASSIGN_ADMINS_ONLY = 'Only admins can assign lists to other people.';

/** The people a list may be assigned to: approved, active, and allowed to work lists (editors and admins). */
export async function checkAssignees(db: Executor, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, unique),
        eq(users.status, 'approved'),
        eq(users.isActive, true),
        inArray(users.role, rolesThatCan('lists:work')),
      ),
    );
  if (found.length !== unique.length)
    throw new InvalidInputError(
      'A list can be assigned only to approved, active editors and admins; one of the people chosen is not one.',
      [{ path: 'assigneeIds', message: 'Choose editors or admins who can sign in' }],
    );
  return unique;
}

export async function setAssignees(tx: Executor, listId: string, ids: string[]) {
  await tx.delete(contactListAssignees).where(eq(contactListAssignees.listId, listId));
  if (ids.length) await tx.insert(contactListAssignees).values(ids.map((userId) => ({ listId, userId })));
}

/** Makes a list from filters: the members are fixed now, in working order. */
export async function createList(
  db: Db,
  user: UserRow,
  input: { name: string; kind: ListKind; filters: ListFiltersInput; assigneeIds?: string[] },
) {
  const assigneeIds = input.assigneeIds ?? [];
  if (assigneeIds.length && !isAdmin(user)) throw new ForbiddenError(ASSIGN_ADMINS_ONLY);
  const where = memberWhere(input.kind, listConditions(input.filters));
  const assignees = await checkAssignees(db, assigneeIds);
  const { listSizeCap } = await readSettings(db);
  return db.transaction(async (tx) => {
    const [list] = await tx
      .insert(contactLists)
      .values({ name: input.name, kind: input.kind, filters: input.filters, ownerId: user.id })
      .returning();
    if (!list) throw new Error('list not created');
    const size = await insertMembers(tx, list.id, input.kind, where, listSizeCap);
    if (size > listSizeCap) throw tooLarge(size, listSizeCap);
    await setAssignees(tx, list.id, assignees);
    return { id: list.id, name: list.name, kind: list.kind, size, createdAt: list.createdAt.toISOString() };
  });
}
