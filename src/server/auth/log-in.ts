import { eq } from 'drizzle-orm';
import type { LoginRequest } from '../../shared/schemas/auth.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { HttpError } from '../http/http-error.js';
import { readSettings } from '../settings/settings.js';
import { findUserByEmail } from './find-user.js';
import { hashPassword, verifyPassword } from './password.js';
import { createSession, endSession } from './sessions.js';

export const WRONG_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const PENDING_MESSAGE = 'Your account is awaiting administrator approval.';
export const REJECTED_MESSAGE =
  'Your request to join was not approved. If you think this is a mistake, contact the campaign.';
export const DEACTIVATED_MESSAGE =
  'Your account has been deactivated. Contact an administrator to restore access.';
export const WELCOME_MESSAGE = 'Welcome back!';

/** Verifying against a real hash when the email is unknown keeps both failures equally slow. */
let dummyHash: Promise<string> | undefined;

interface LogInOptions {
  previousToken: string | null;
  meta: Record<string, unknown>;
}

/** Checks the password before revealing anything about the account, then opens a brand-new session. */
export async function logIn(db: Db, input: LoginRequest, { previousToken, meta }: LogInOptions) {
  const user = await findUserByEmail(db, input.email);
  dummyHash ??= hashPassword('not-a-real-password');
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user?.passwordHash || !passwordOk) throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
  if (user.status === 'pending') throw new HttpError(403, PENDING_MESSAGE);
  if (user.status === 'rejected') throw new HttpError(403, REJECTED_MESSAGE);
  if (!user.isActive) throw new HttpError(403, DEACTIVATED_MESSAGE);

  const { sessionTimeoutMinutes } = await readSettings(db);
  if (previousToken) await endSession(db, previousToken);
  const token = await createSession(db, user.id, sessionTimeoutMinutes, meta);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return token;
}
