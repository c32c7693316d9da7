/** The first administrator, created from the browser: only while the database has none. */
import { eq, sql } from 'drizzle-orm';
import type { SetupRequest } from '../../common/schemas/setup.js';
import { recordAudit } from '../audit/record-audit.js';
import { assertUncommonPassword } from '../auth/common-passwords.js';
import { findUserByEmail } from '../auth/find-user.js';
import { hashPassword } from '../auth/password.js';
import type { Db, Executor } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { ConflictError, ForbiddenError, InvalidInputError } from '../errors.js';
import { setupCodeMatches } from './setup-code.js';

export const ALREADY_SET_UP = 'Groundwork is already set up. Sign in with your account.';
export const WRONG_SETUP_CODE =
  'That setup code is not right. Copy it from the server log, where it was printed when the server started.';
export const SETUP_EMAIL_TAKEN =
  'An account with this email already exists. Use another email, or make that account an admin with `npm run cli -- create-admin`.';

/** Any admin, active or not: a locked-out campaign restores access with `cli create-admin`, not from the web. */
export async function hasAdmin(db: Executor) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}

/** A key of its own for the advisory lock, so two setups at once create one admin. */
const SETUP_LOCK = 7_151_515;

export async function createFirstAdmin(db: Db, input: SetupRequest, setupCode: string | null) {
  if (await hasAdmin(db)) throw new ForbiddenError(ALREADY_SET_UP, { code: 'already_set_up' });
  if (setupCode !== null && !setupCodeMatches(setupCode, input.setupCode))
    throw new InvalidInputError(WRONG_SETUP_CODE, [{ path: 'setupCode', message: WRONG_SETUP_CODE }]);
  assertUncommonPassword(input.password, 'password');
  if (await findUserByEmail(db, input.email)) throw new ConflictError(SETUP_EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (await hasAdmin(tx)) throw new ForbiddenError(ALREADY_SET_UP, { code: 'already_set_up' });
    const [admin] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        role: 'admin',
        status: 'approved',
        isActive: true,
        // Setup signs the admin in at once: that is their first sign-in.
        lastLoginAt: new Date(),
      })
      .returning();
    if (!admin) throw new Error('the first admin was not created');
    await recordAudit(tx, {
      action: 'create',
      tableName: 'users',
      recordId: admin.id,
      userId: admin.id,
      metadata: { source: 'first-run setup', email: admin.email, role: 'admin' },
    });
    return admin;
  });
}
