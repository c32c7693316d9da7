/**
 * Tells the people newly given a list, by mail (issue 35); the bell reads the assignment itself
 * (notifications/list-notifications.ts). A failed mail is logged and never fails the assignment.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ListKind } from '../../common/constants.js';
import { assignedYou, assignerName } from '../../common/list-assignment.js';
import type { Db } from '../db/client.js';
import { firstRow, rows } from '../db/rows.js';
import type { UserRow } from '../db/schema/index.js';
import type { Mailer } from '../mail/mailer.js';
import { listAssignedMail } from '../mail/templates.js';
import { listDoors } from './list-members.js';

/** Called after a list's assignees changed, with the people added. */
export type AssignmentNotice = (assigner: UserRow, listId: string, added: string[]) => Promise<void>;

/** A list's name, kind and size in doors and voters, as the notices give it. */
export const LIST_SIZE = (listId: string) => sql`
  SELECT l.name, l.kind, ${listDoors(sql`l.id`)} AS doors,
    (SELECT count(*)::int FROM contact_list_members m WHERE m.list_id = l.id) AS voters
  FROM contact_lists l WHERE l.id = ${listId}::uuid`;

export function mailAssignees(deps: {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}): AssignmentNotice {
  return async (assigner, listId, added) => {
    // Nobody is told of a list they gave themselves.
    const others = added.filter((id) => id !== assigner.id);
    if (others.length === 0) return;
    const list = await firstRow<{ name: string; kind: ListKind; doors: number; voters: number }>(
      deps.db,
      LIST_SIZE(listId),
    );
    if (!list) return;
    const people = await rows<{ email: string; firstName: string | null; lastName: string | null }>(
      deps.db,
      sql`
        SELECT email, first_name AS "firstName", last_name AS "lastName" FROM users
        WHERE id = ANY(${`{${others.join(',')}}`}::uuid[])`,
    );
    const sentence = assignedYou(assignerName(assigner), list);
    for (const person of people)
      deps.mailer
        .send({ to: person.email, ...listAssignedMail(person, sentence, `${deps.appUrl}/lists/${listId}`) })
        .catch((error: unknown) => deps.log.error({ err: error }, 'could not send the list assignment mail'));
  };
}
