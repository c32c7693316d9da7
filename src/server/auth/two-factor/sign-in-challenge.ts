/**
 * The second step of signing in. A right password on an account with two-factor sign-in opens a challenge (5
 * minutes, 5 wrong codes), not a session; the right code or an unused recovery code turns it into a session.
 * Wrong codes are also counted per account across sign-ins: ten in 15 minutes pause the account's code step.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginChallenges, users } from '../../db/schema/index.js';
import { RateLimitedError, UnauthorizedError } from '../../errors.js';
import { describeWait, limitKey, RateLimiter } from '../../http/rate-limit.js';
import { readSettings } from '../../settings/settings.js';
import { createSession, endSession } from '../sessions.js';
import { looksLikeRecoveryCode, spendRecoveryCode } from './recovery-codes.js';
import { openSecret } from './secret-box.js';
import { acceptedStep } from './totp.js';

export const CHALLENGE_COOKIE = 'gw_2fa';
export const CHALLENGE_MINUTES = 5;
const MAX_WRONG_CODES = 5;
/**
 * Wrong codes per account, across its sign-ins (decision 0195,
 * docs/decisions/0195-wrong-codes-limited-per-account.md): past them the account's code step is paused until the
 * window ends, whatever the address. Only someone with the right password reaches this step.
 */
export const MAX_WRONG_CODES_PER_ACCOUNT = 10;
export const ACCOUNT_CODE_WINDOW_MS = 15 * 60_000;

export const accountPausedMessage = (waitMs: number) =>
  `Too many wrong codes for this account. Please wait ${describeWait(waitMs)} and try again.`;

export const CODE_NEEDED_MESSAGE = 'Enter the 6-digit code from your authenticator app, or a recovery code.';
export const SIGN_IN_AGAIN_MESSAGE =
  'Your sign-in timed out or had too many wrong codes. Enter your password again.';
export const WRONG_SIGN_IN_CODE_MESSAGE =
  'That code is not right. Try the code your app shows now, or a recovery code.';
export const USED_CODE_MESSAGE = 'That code was just used. Wait for the next code in your app and enter it.';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openChallenge(db: Db, userId: string, meta: Record<string, unknown>) {
  const token = randomBytes(32).toString('base64url');
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date()));
  await db.insert(loginChallenges).values({
    tokenHash: hash(token),
    userId,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    meta,
  });
  return token;
}

/** Records the step as used unless a request with the same code got there first (then it is a replay). */
async function claimStep(db: Db, userId: string, step: number) {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** The session token when the code is right; a wrong code counts against the challenge. */
export async function answerChallenge(
  db: Db,
  appSecret: string,
  token: string | undefined,
  code: string,
  previousToken: string | null,
) {
  const tokenHash = token ? hash(token) : '';
  const [challenge] = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.tokenHash, tokenHash), gt(loginChallenges.expiresAt, new Date())));
  if (!challenge) throw new UnauthorizedError(SIGN_IN_AGAIN_MESSAGE, { code: 'sign_in_expired' });
  const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
  const secret = user?.totpSecret ? openSecret(appSecret, user.totpSecret) : null;
  if (!user || !secret || !user.totpEnabledAt || !user.isActive || user.status !== 'approved') {
    await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
    throw new UnauthorizedError(SIGN_IN_AGAIN_MESSAGE, { code: 'sign_in_expired' });
  }

  // Counted before the code is checked, so parallel guesses cannot slip past the limit; a right code clears it.
  const limiter = new RateLimiter(db);
  const accountKey = limitKey('two-factor-account', user.id);
  const tries = await limiter.count(accountKey, ACCOUNT_CODE_WINDOW_MS);
  if (tries.count > MAX_WRONG_CODES_PER_ACCOUNT)
    throw new RateLimitedError(accountPausedMessage(tries.waitMs));

  const step = await acceptedStep(secret, code, user.totpLastStep);
  const right =
    step !== null
      ? await claimStep(db, user.id, step)
      : looksLikeRecoveryCode(code) && (await spendRecoveryCode(db, user.id, code));
  if (!right) {
    const [after] = await db
      .update(loginChallenges)
      .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
      .where(eq(loginChallenges.tokenHash, tokenHash))
      .returning({ failedAttempts: loginChallenges.failedAttempts });
    const challengeUsedUp = (after?.failedAttempts ?? MAX_WRONG_CODES) >= MAX_WRONG_CODES;
    if (challengeUsedUp) await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
    if (tries.count >= MAX_WRONG_CODES_PER_ACCOUNT)
      throw new RateLimitedError(accountPausedMessage(tries.waitMs));
    if (challengeUsedUp) throw new UnauthorizedError(SIGN_IN_AGAIN_MESSAGE, { code: 'sign_in_expired' });
    // A right code of a step already used (e.g. the one that just turned 2FA on) still counts as a wrong try
    // (no replays), but the person is told to wait for the next code rather than that it is wrong.
    const replayed = step !== null || (await acceptedStep(secret, code, null)) !== null;
    throw new UnauthorizedError(replayed ? USED_CODE_MESSAGE : WRONG_SIGN_IN_CODE_MESSAGE);
  }

  await limiter.clear(accountKey);
  await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
  const { sessionTimeoutMinutes } = await readSettings(db);
  if (previousToken) await endSession(db, previousToken);
  const session = await createSession(db, user.id, sessionTimeoutMinutes, challenge.meta);
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return session;
}
