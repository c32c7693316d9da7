import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { createUserRequest } from '../../shared/schemas/users.js';
import { recordAudit } from '../audit/record-audit.js';
import { findUserByEmail } from '../auth/find-user.js';
import { issuePasswordToken } from '../auth/password-reset.js';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import type { Mailer } from '../mail/mailer.js';
import { invitationMail } from '../mail/templates.js';

export const INVITATION_VALID_DAYS = 7;
export const USER_EXISTS_MESSAGE =
  'A user with this email already exists. Find them in the user list instead.';

interface Deps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** An admin adds someone: approved at once with the chosen role, invited by mail to choose a password. */
export async function createUser(
  { db, mailer, appUrl, log }: Deps,
  admin: UserRow,
  input: z.output<typeof createUserRequest>,
) {
  if (await findUserByEmail(db, input.email)) throw conflict(USER_EXISTS_MESSAGE);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        role: input.role,
        status: 'approved',
        isActive: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict(USER_EXISTS_MESSAGE);
    await recordAudit(tx, {
      action: 'create',
      tableName: 'users',
      recordId: user.id,
      userId: admin.id,
      metadata: { source: 'admin', email: user.email, role: user.role },
    });
    return user;
  });
  const link = await issuePasswordToken(db, created.id, INVITATION_VALID_DAYS * 86_400_000, appUrl);
  mailer
    .send({ to: created.email, ...invitationMail(created, link, INVITATION_VALID_DAYS) })
    .catch((error: unknown) => log.error({ err: error }, 'could not send the invitation mail'));
  const [fresh] = await db.select().from(users).where(eq(users.id, created.id));
  return fresh ?? created;
}
