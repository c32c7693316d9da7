import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { INVALID_RESET_TOKEN, LINK_USED_OR_EXPIRED } from '../../common/schemas/auth.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { InvalidInputError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { passwordResetMail } from '../mail/templates.js';
import { assertUncommonPassword } from './common-passwords.js';
import { findUserByEmail } from './find-user.js';
import { hashPassword } from './password.js';
import { endSessionsOf, hashToken } from './sessions.js';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, a password reset link is on its way. Check your inbox.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now log in with your new password.';
const RESET_VALID_MS = 60 * 60_000;

/** A single-use token of 32 random bytes; only its hash is stored. Returns the link to mail. */
export async function issuePasswordToken(db: Db, userId: string, validMs: number, appUrl: string) {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(users)
    .set({ invitationToken: hashToken(token), tokenExpiresAt: new Date(Date.now() + validMs) })
    .where(eq(users.id, userId));
  return `${appUrl}/reset-password/${token}`;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** Answers the same whether or not the email is known; only an approved, active account gets a link. */
export async function requestPasswordReset({ db, mailer, appUrl, log }: Deps, email: string) {
  const user = await findUserByEmail(db, email);
  if (user?.status !== 'approved' || !user.isActive) return;
  const link = await issuePasswordToken(db, user.id, RESET_VALID_MS, appUrl);
  mailer
    .send({ to: user.email, ...passwordResetMail(user, link) })
    .catch((error: unknown) => log.error({ err: error }, 'could not send a password reset mail'));
}

/** Whether a reset or invitation link still works, without spending it (the page asks before any typing). */
export async function checkPasswordToken(db: Db, token: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.invitationToken, hashToken(token)), gt(users.tokenExpiresAt, sql`now()`)));
  return user ? { valid: true } : { valid: false, message: LINK_USED_OR_EXPIRED };
}

/** Sets the new password, spends the token and signs the user out everywhere. */
export async function confirmPasswordReset(db: Db, token: string, newPassword: string) {
  assertUncommonPassword(newPassword, 'newPassword');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, invitationToken: null, tokenExpiresAt: null })
      .where(and(eq(users.invitationToken, hashToken(token)), gt(users.tokenExpiresAt, sql`now()`)))
      .returning({ id: users.id });
    if (!user) throw new InvalidInputError(INVALID_RESET_TOKEN);
    await endSessionsOf(tx, user.id);
    await recordAudit(tx, {
      action: 'update',
      tableName: 'users',
      recordId: user.id,
      userId: user.id,
      fieldName: 'password',
      metadata: { source: 'password reset link' },
    });
  });
}
