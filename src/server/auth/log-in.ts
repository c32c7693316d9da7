import { eq } from 'drizzle-orm';
import type { LoginRequest } from '../../common/schemas/auth.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { readSettings } from '../settings/settings.js';
import { findUserByEmail } from './find-user.js';
import { hashPassword, verifyPassword } from './password.js';
import { createSession, endSession } from './sessions.js';
import { openChallenge } from './two-factor/sign-in-challenge.js';

export const WRONG_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const PENDING_MESSAGE = 'Your account is awaiting administrator approval.';
export const REJECTED_MESSAGE =
  'Your request to join was not approved. If you think this is a mistake, contact the campaign.';
export const DEACTIVATED_MESSAGE =
  'Your account has been deactivated. Contact an administrator to restore access.';
export const WELCOME_MESSAGE = 'Welcome back!';
/** A person's first sign-in ever: nobody comes "back" the first time. */
export const FIRST_WELCOME_MESSAGE = 'Welcome!';

/** Verifying against a real hash when the email is unknown keeps both failures equally slow. */
let dummyHash: Promise<string> | undefined;

interface LogInOptions {
  previousToken: string | null;
  meta: Record<string, unknown>;
}

/** What a right password leads to: a session, or (two-factor sign-in on) a challenge for the code. */
export type LogInResult =
  | { kind: 'session'; token: string; firstSignIn: boolean }
  | { kind: 'challenge'; token: string };

/** Checks the password before revealing anything about the account, then opens a brand-new session. */
export async function logIn(
  db: Db,
  input: LoginRequest,
  { previousToken, meta }: LogInOptions,
): Promise<LogInResult> {
  const user = await findUserByEmail(db, input.email);
  dummyHash ??= hashPassword('not-a-real-password');
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user?.passwordHash || !passwordOk) throw new UnauthorizedError(WRONG_CREDENTIALS_MESSAGE);
  if (user.status === 'pending') throw new ForbiddenError(PENDING_MESSAGE);
  if (user.status === 'rejected') throw new ForbiddenError(REJECTED_MESSAGE);
  if (!user.isActive) throw new ForbiddenError(DEACTIVATED_MESSAGE);

  if (user.totpEnabledAt) return { kind: 'challenge', token: await openChallenge(db, user.id, meta) };

  const { sessionTimeoutMinutes } = await readSettings(db);
  if (previousToken) await endSession(db, previousToken);
  const token = await createSession(db, user.id, sessionTimeoutMinutes, meta);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { kind: 'session', token, firstSignIn: user.lastLoginAt === null };
}
