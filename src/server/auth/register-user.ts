import type { FastifyBaseLogger } from 'fastify';
import type { RegisterRequest } from '../../common/schemas/auth.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { ConflictError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { newRegistrationMail, registrationReceivedMail } from '../mail/templates.js';
import { readSettings } from '../settings/settings.js';
import { assertUncommonPassword } from './common-passwords.js';
import { activeAdminEmails, findUserByEmail } from './find-user.js';
import { hashPassword } from './password.js';

export const EMAIL_TAKEN_MESSAGE =
  'An account with this email already exists. Log in, or use "Forgot your password?" if you cannot.';
export const REGISTERED_MESSAGE =
  'Registration successful! An administrator will review your request, and you will get an email when it is approved.';

interface Deps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  /** Whether this registration may still mail the admins (their mail is limited per hour). */
  mayMailAdmins?: () => Promise<boolean>;
}

/**
 * Self-registration: a pending account that an admin approves or rejects. Admins are told by mail. Its role is
 * the one "Approved volunteers start as" names now: the role the admin's Approve offers first.
 */
export async function registerUser({ db, mailer, appUrl, log, mayMailAdmins }: Deps, input: RegisterRequest) {
  if (await findUserByEmail(db, input.email)) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
  assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const { approvedVolunteerRole: role } = await readSettings(db);
  const { password: _password, ...profile } = input;
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...profile, passwordHash, status: 'pending', role })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    await recordAudit(tx, {
      action: 'create',
      tableName: 'users',
      recordId: user.id,
      userId: user.id,
      metadata: { source: 'registration', email: user.email },
    });
    return user;
  });
  const admins = await activeAdminEmails(db);
  const mails = [{ to: created.email, ...registrationReceivedMail(created) }];
  if (admins.length > 0 && (!mayMailAdmins || (await mayMailAdmins())))
    mails.push({ to: admins.join(', '), ...newRegistrationMail(created, appUrl) });
  for (const mail of mails) {
    mailer
      .send(mail)
      .catch((error: unknown) => log.error({ err: error, subject: mail.subject }, 'could not send mail'));
  }
  return created;
}
