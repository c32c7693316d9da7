/**
 * A person's own two-factor sign-in: start (a new secret, shown once as a QR code and as text), confirm with a
 * code (then ten recovery codes), new recovery codes, turn off; and an admin's reset of someone else's. Turning it
 * off or getting new codes needs the password, so a session left open on a shared computer cannot do it.
 */
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../errors.js';
import { WRONG_CURRENT_PASSWORD } from '../account.js';
import { verifyPassword } from '../password.js';
import { issueRecoveryCodes, removeRecoveryCodes } from './recovery-codes.js';
import { openSecret, sealSecret } from './secret-box.js';
import { acceptedStep, newTotpSecret, totpUri } from './totp.js';

export const ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on for your account.';
export const NOT_STARTED_MESSAGE =
  'Start setting up two-factor sign-in first, then enter the code your app shows.';
export const WRONG_CODE_MESSAGE =
  'That code is not right. Enter the 6-digit code your authenticator app shows now.';
export const NOT_ON_MESSAGE = 'Two-factor sign-in is not on for this account.';
export const OWN_RESET_MESSAGE =
  'You cannot reset your own two-factor sign-in here. Turn it off in Account Settings, which asks for your password.';

const twoFactorAudit = (
  user: UserRow,
  actorId: string,
  from: 'on' | 'off',
  to: 'on' | 'off',
  why?: string,
) => ({
  action: 'update' as const,
  tableName: 'users' as const,
  recordId: user.id,
  userId: actorId,
  fieldName: 'twoFactor',
  oldValue: from,
  newValue: to,
  metadata: why ? { reason: why } : undefined,
});

export async function startEnrolment(db: Db, appSecret: string, user: UserRow) {
  if (user.totpEnabledAt) throw new ConflictError(ALREADY_ON_MESSAGE);
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: sealSecret(appSecret, secret), totpLastStep: null })
    .where(eq(users.id, user.id));
  const uri = totpUri(secret, user.email);
  return { secret, otpauthUri: uri, qrCodeSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }) };
}

export async function confirmEnrolment(db: Db, appSecret: string, user: UserRow, code: string) {
  if (user.totpEnabledAt) throw new ConflictError(ALREADY_ON_MESSAGE);
  const secret = user.totpSecret && openSecret(appSecret, user.totpSecret);
  if (!secret) throw new ConflictError(NOT_STARTED_MESSAGE);
  const step = await acceptedStep(secret, code, null);
  if (step === null)
    throw new InvalidInputError(WRONG_CODE_MESSAGE, [{ path: 'code', message: WRONG_CODE_MESSAGE }]);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpEnabledAt: new Date(), totpLastStep: step })
      .where(eq(users.id, user.id));
    await recordAudit(tx, twoFactorAudit(user, user.id, 'off', 'on'));
    return issueRecoveryCodes(tx, user.id);
  });
}

async function assertPassword(user: UserRow, password: string) {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password)))
    throw new InvalidInputError(WRONG_CURRENT_PASSWORD, [
      { path: 'password', message: WRONG_CURRENT_PASSWORD },
    ]);
}

export async function newRecoveryCodes(db: Db, user: UserRow, password: string) {
  if (!user.totpEnabledAt) throw new ConflictError(NOT_ON_MESSAGE);
  await assertPassword(user, password);
  return db.transaction((tx) => issueRecoveryCodes(tx, user.id));
}

const switchedOff = { totpSecret: null, totpEnabledAt: null, totpLastStep: null };

export async function turnOffTwoFactor(db: Db, user: UserRow, password: string) {
  if (!user.totpEnabledAt) throw new ConflictError(NOT_ON_MESSAGE);
  await assertPassword(user, password);
  await db.transaction(async (tx) => {
    await tx.update(users).set(switchedOff).where(eq(users.id, user.id));
    await removeRecoveryCodes(tx, user.id);
    await recordAudit(tx, twoFactorAudit(user, user.id, 'on', 'off'));
  });
}

/**
 * For a person who lost their phone and their codes: they sign in with the password alone and enrol again.
 * Never on oneself: a hijacked admin session would strip the second factor without the password.
 */
export async function resetTwoFactor(db: Db, admin: UserRow, userId: string) {
  if (admin.id === userId) throw new InvalidInputError(OWN_RESET_MESSAGE);
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new NotFoundError('User not found');
    if (!user.totpEnabledAt) throw new ConflictError(NOT_ON_MESSAGE);
    await tx.update(users).set(switchedOff).where(eq(users.id, userId));
    await removeRecoveryCodes(tx, userId);
    await recordAudit(tx, twoFactorAudit(user, admin.id, 'on', 'off', 'reset by an administrator'));
  });
}
