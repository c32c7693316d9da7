import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '../../common/constants.js';
import { isUuid } from '../../common/schemas/common.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { approvedMail, rejectedMail } from '../mail/templates.js';
import { readSettings } from '../settings/settings.js';

export const USER_NOT_FOUND = 'That user does not exist (any more).';
export const NOT_PENDING =
  'This request has already been reviewed: only pending registrations can be approved or rejected.';

interface Deps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** Approves or rejects a pending registration, audits it, and tells the person by mail. */
export async function reviewRegistration(
  { db, mailer, appUrl, log }: Deps,
  admin: UserRow,
  userId: string,
  decision: 'approved' | 'rejected',
  /** The role an approved person gets (none chosen: the setting's); a rejected one keeps theirs. */
  { role: chosenRole }: { role?: Role | undefined } = {},
) {
  if (!isUuid(userId)) throw new NotFoundError(USER_NOT_FOUND);
  const role = chosenRole ?? (await readSettings(db)).approvedVolunteerRole;
  const reviewed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set(decision === 'approved' ? { status: decision, role } : { status: decision })
      .where(and(eq(users.id, userId), eq(users.status, 'pending')))
      .returning();
    if (!updated) {
      const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
      throw exists ? new ConflictError(NOT_PENDING) : new NotFoundError(USER_NOT_FOUND);
    }
    await recordAudit(tx, {
      action: decision === 'approved' ? 'approve' : 'reject',
      tableName: 'users',
      recordId: updated.id,
      userId: admin.id,
      fieldName: 'status',
      oldValue: 'pending',
      newValue: decision,
      ...(decision === 'approved' && { metadata: { role } }),
    });
    return updated;
  });
  const mail = decision === 'approved' ? approvedMail(reviewed, role, appUrl) : rejectedMail(reviewed);
  mailer
    .send({ to: reviewed.email, ...mail })
    .catch((error: unknown) => log.error({ err: error }, `could not send the ${decision} mail`));
  return reviewed;
}
