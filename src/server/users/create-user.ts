import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { createUserRequest } from '../../common/schemas/users.js';
import { recordAudit } from '../audit/record-audit.js';
import { findUserByEmail } from '../auth/find-user.js';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { ConflictError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { mailInvitation } from './invite-user.js';

export const USER_EXISTS_MESSAGE =
  'A user with this email already exists. Find them in the user list instead.';

interface Deps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * An admin adds someone: approved at once with the chosen role, invited by mail to choose a password.
 * Resolves with the user and whether the invitation mail went out.
 */
export async function createUser(deps: Deps, admin: UserRow, input: z.output<typeof createUserRequest>) {
  const { db } = deps;
  if (await findUserByEmail(db, input.email)) throw new ConflictError(USER_EXISTS_MESSAGE);
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        phone: input.phone || null,
        role: input.role,
        status: 'approved',
        isActive: true,
      })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new ConflictError(USER_EXISTS_MESSAGE);
    await recordAudit(tx, {
      action: 'create',
      tableName: 'users',
      recordId: user.id,
      userId: admin.id,
      metadata: { source: 'admin', email: user.email, role: user.role },
    });
    return user;
  });
  const mailed = await mailInvitation(deps, created);
  const [fresh] = await db.select().from(users).where(eq(users.id, created.id));
  return { user: fresh ?? created, mailed };
}
