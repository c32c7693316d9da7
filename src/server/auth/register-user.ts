import type { FastifyBaseLogger } from 'fastify';
import type { RegisterRequest } from '../../common/schemas/auth.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import {
  newRegistrationMail,
  registrationAttemptMail,
  registrationReceivedMail,
  registrationSurgeMail,
} from '../mail/templates.js';
import { readSettings } from '../settings/settings.js';
import { assertUncommonPassword } from './common-passwords.js';
import { activeAdminEmails, findUserByEmail } from './find-user.js';
import { hashPassword } from './password.js';

/**
 * Registrations in one hour past which the admins are mailed (once that hour): a campaign's kickoff brings
 * dozens, not a hundred. Registration stays open beyond it (decision 0356).
 */
export const REGISTRATION_SURGE = 100;
export const REGISTERED_MESSAGE =
  'Registration successful! An administrator will review your request, and you will get an email when it is approved.';

interface Deps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
  /** Whether this registration may still mail the admins (their mail is limited per hour). */
  mayMailAdmins?: () => Promise<boolean>;
  /** Counts this registration among the hour's and gives the hour's count so far. */
  countThisHour?: () => Promise<number>;
}

/**
 * Self-registration: a pending account that an admin approves or rejects. Admins are told by mail. Its role is
 * the one "Approved volunteers start as" names now: the role the admin's Approve offers first.
 */
export async function registerUser(deps: Deps, input: RegisterRequest): Promise<void> {
  const { db, appUrl } = deps;
  assertUncommonPassword(input.password, 'password');
  // Hashed whether or not the email is taken, so the answer's timing does not tell either.
  const passwordHash = await hashPassword(input.password);
  const hourCount = (await deps.countThisHour?.()) ?? 0;
  if (hourCount === REGISTRATION_SURGE) await mailAdmins(deps, registrationSurgeMail(hourCount, appUrl));
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    // The same answer as for a new email; only the owner learns that someone tried.
    send(deps, [{ to: existing.email, ...registrationAttemptMail(existing, appUrl) }]);
    return;
  }
  const { approvedVolunteerRole: role } = await readSettings(db);
  const { password: _password, ...profile } = input;
  const created = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ ...profile, passwordHash, status: 'pending', role })
      .onConflictDoNothing()
      .returning();
    if (!user) return undefined;
    await recordAudit(tx, {
      action: 'create',
      tableName: 'users',
      recordId: user.id,
      userId: user.id,
      metadata: { source: 'registration', email: user.email },
    });
    return user;
  });
  // A registration of the same email at the same moment made the account: that one's owner was told.
  if (!created) return;
  send(deps, [{ to: created.email, ...registrationReceivedMail(created) }]);
  if (!deps.mayMailAdmins || (await deps.mayMailAdmins()))
    await mailAdmins(deps, newRegistrationMail(created, appUrl));
}

async function mailAdmins(deps: Deps, content: Omit<MailMessage, 'to'>) {
  const admins = await activeAdminEmails(deps.db);
  if (admins.length > 0) send(deps, [{ to: admins.join(', '), ...content }]);
}

/** Sent in the background: the answer does not wait for the mail server. */
function send({ mailer, log }: Deps, mails: MailMessage[]) {
  for (const mail of mails) {
    mailer
      .send(mail)
      .catch((error: unknown) => log.error({ err: error, subject: mail.subject }, 'could not send mail'));
  }
}
