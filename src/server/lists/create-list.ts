import { and, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { ListKind } from '../../common/constants.js';
import { rolesThatCan } from '../../common/permissions.js';
import type { ListFiltersInput } from '../../common/schemas/lists.js';
import type { Db, Executor } from '../db/client.js';
import { contactListAssignees, contactLists, type UserRow, users } from '../db/schema/index.js';
import { ForbiddenError, InvalidInputError } from '../errors.js';
import { chargeReads } from '../read-budgets/read-budget.js';
import { readSettings } from '../settings/settings.js';
import { isAdmin } from './list-access.js';
import { countCandidates, insertMembers, listConditions, memberWhere, tooLarge } from './list-members.js';
import type { AssignmentNotice } from './tell-assignees.js';

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

/**
 * The list's assignees become `ids`: the people already on it keep when they were assigned; the new ones,
 * returned, are recorded with who assigned them (their bell says so, issue 35).
 */
export async function setAssignees(tx: Executor, listId: string, ids: string[], assignedBy: string) {
  const removed = tx.delete(contactListAssignees);
  await (ids.length
    ? removed.where(
        and(eq(contactListAssignees.listId, listId), notInArray(contactListAssignees.userId, ids)),
      )
    : removed.where(eq(contactListAssignees.listId, listId)));
  if (ids.length === 0) return [];
  const added = await tx
    .insert(contactListAssignees)
    .values(ids.map((userId) => ({ listId, userId, assignedBy })))
    .onConflictDoNothing()
    .returning({ userId: contactListAssignees.userId });
  return added.map((a) => a.userId);
}

/**
 * The voters a non-admin puts on a list they make are read as they make it: a list's pages are then their work,
 * never charged, so the list's making is (decision 0345). Each voter costs a search row, and on a call list their
 * phones cost a profile. Past the budget the list is refused (429) before anything is written. Admins' lists cost
 * nothing.
 */
export async function chargeListMade(db: Db, user: UserRow, kind: ListKind, where: SQL, cap: number) {
  if (isAdmin(user)) return;
  const voters = await countCandidates(db, where, cap);
  if (voters > cap) throw tooLarge(voters, cap);
  await chargeReads(db, user, { listMadeRows: voters, listMadePhones: kind === 'call' ? voters : 0 });
}

/** Makes a list from filters: the members are fixed now, in working order. */
export async function createList(
  db: Db,
  user: UserRow,
  input: {
    name: string;
    kind: ListKind;
    filters: ListFiltersInput;
    assigneeIds?: string[];
    skipVoted?: boolean;
    supportersFirst?: boolean;
  },
  tell?: AssignmentNotice,
) {
  const assigneeIds = input.assigneeIds ?? [];
  if (assigneeIds.length && !isAdmin(user)) throw new ForbiddenError(ASSIGN_ADMINS_ONLY);
  const options = { skipVoted: input.skipVoted ?? true, supportersFirst: input.supportersFirst ?? false };
  const where = memberWhere(input.kind, listConditions(input.filters), options);
  const assignees = await checkAssignees(db, assigneeIds);
  const { listSizeCap } = await readSettings(db);
  await chargeListMade(db, user, input.kind, where, listSizeCap);
  const made = await db.transaction(async (tx) => {
    const [list] = await tx
      .insert(contactLists)
      .values({
        name: input.name,
        kind: input.kind,
        filters: input.filters,
        ownerId: user.id,
        ...options,
      })
      .returning();
    if (!list) throw new Error('list not created');
    const size = await insertMembers(tx, list.id, input.kind, where, listSizeCap, options.supportersFirst);
    if (size > listSizeCap) throw tooLarge(size, listSizeCap);
    const added = await setAssignees(tx, list.id, assignees, user.id);
    const created = {
      id: list.id,
      name: list.name,
      kind: list.kind,
      size,
      createdAt: list.createdAt.toISOString(),
    };
    return { created, added };
  });
  await tell?.(user, made.created.id, made.added);
  return made.created;
}
