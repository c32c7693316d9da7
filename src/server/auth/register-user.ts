import type { FastifyBaseLogger } from 'fastify';
import type { RegisterRequest } from '../../shared/schemas/auth.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { conflict } from '../http/http-error.js';
import type { Mailer } from '../mail/mailer.js';
import { newRegistrationMail, registrationReceivedMail } from '../mail/templates.js';
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
}

/** Self-registration: a pending viewer that an admin approves or rejects. Admins are told by mail. */
export async function registerUser({ db, mailer, appUrl, log }: Deps, input: RegisterRequest) {
  if (await findUserByEmail(db, input.email)) throw conflict(EMAIL_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  const { password: _password, ...profile } = input;
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...profile, passwordHash, status: 'pending', role: 'viewer' })
      .onConflictDoNothing()
      .returning();
    if (!user) throw conflict(EMAIL_TAKEN_MESSAGE);
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
  if (admins.length > 0) mails.push({ to: admins.join(', '), ...newRegistrationMail(created, appUrl) });
  for (const mail of mails) {
    mailer
      .send(mail)
      .catch((error: unknown) => log.error({ err: error, subject: mail.subject }, 'could not send mail'));
  }
  return created;
}
