/**
 * Changes that would let a stolen session keep the account (turning two-factor sign-in on with another
 * phone, signing the owner's other devices out) need the password given in the last 10 minutes
 * (PASSWORD_AGAIN_AFTER_SECONDS): at sign-in, or again when asked. The time is kept in the session's own record.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, type UserRow } from '../db/schema/index.js';
import { ForbiddenError, InvalidInputError } from '../errors.js';
import { WRONG_CURRENT_PASSWORD } from './account.js';
import { verifyPassword } from './password.js';
import { findSession, hashToken } from './sessions.js';

export const PASSWORD_AGAIN_MESSAGE =
  'For your safety, enter your password again to do this (it was last given more than 10 minutes ago).';

/** When this session's person last gave their password: the sign-in, or a later confirmation. */
async function passwordGivenAt(db: Db, token: string | null): Promise<number> {
  const session = token ? await findSession(db, token) : undefined;
  return Date.parse(String(session?.sess.passwordGivenAt ?? session?.sess.createdAt ?? ''));
}

export async function requireRecentPassword(db: Db, token: string | null, withinMs: number) {
  const at = await passwordGivenAt(db, token);
  if (!(Date.now() - at <= withinMs))
    throw new ForbiddenError(PASSWORD_AGAIN_MESSAGE, { code: 'password_again' });
}

/** Checks the password and stamps this session: the next 10 minutes need no other confirmation. */
export async function confirmPassword(db: Db, user: UserRow, token: string | null, password: string) {
  if (!token || !user.passwordHash || !(await verifyPassword(user.passwordHash, password)))
    throw new InvalidInputError(WRONG_CURRENT_PASSWORD, [
      { path: 'password', message: WRONG_CURRENT_PASSWORD },
    ]);
  await db
    .update(sessions)
    .set({
      sess: sql`${sessions.sess} || jsonb_build_object('passwordGivenAt', ${new Date().toISOString()}::text)`,
    })
    .where(eq(sessions.sid, hashToken(token)));
}
