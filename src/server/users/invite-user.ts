/** The invitation to choose a password: mailed when an admin adds someone, and again when an admin asks. */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isUuid } from '../../common/schemas/common.js';
import { recordAudit } from '../audit/record-audit.js';
import { issuePasswordToken } from '../auth/password-reset.js';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { invitationMail } from '../mail/templates.js';
import { USER_NOT_FOUND } from './review-registration.js';

export const INVITATION_VALID_DAYS = 7;
export const INVITATION_SENT = 'Invitation sent';
export const INVITATION_NOT_MAILED =
  'The invitation could not be mailed. Check the mail settings (SMTP_URL), then use Resend invitation.';
export const ALREADY_HAS_PASSWORD =
  'This person has already chosen a password. They can use "Forgot your password?" on the login page.';
export const CANNOT_INVITE = 'Only an approved, active account can be invited. Approve or activate it first.';

/** A mail server that neither accepts nor refuses within this time is reported as a failure. */
const MAIL_WAIT_MS = 20_000;

interface Deps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Issues a fresh 7-day link (the previous one stops working) and mails it. Resolves with whether the mail went
 * out, so the admin is told when it did not instead of waiting for someone who will never get it.
 */
export async function mailInvitation({ db, mailer, appUrl, log }: Deps, user: UserRow): Promise<boolean> {
  const link = await issuePasswordToken(db, user.id, INVITATION_VALID_DAYS * 86_400_000, appUrl);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the mail server did not answer in time')), MAIL_WAIT_MS);
  });
  try {
    await Promise.race([
      mailer.send({ to: user.email, ...invitationMail(user, link, INVITATION_VALID_DAYS) }),
      timeout,
    ]);
    return true;
  } catch (error) {
    log.error({ err: error }, 'could not send the invitation mail');
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** An admin sends the invitation again: only to an approved, active account that has no password yet. */
export async function resendInvitation(deps: Deps, admin: UserRow, userId: string) {
  if (!isUuid(userId)) throw new NotFoundError(USER_NOT_FOUND);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  if (user.passwordHash) throw new ConflictError(ALREADY_HAS_PASSWORD);
  if (user.status !== 'approved' || !user.isActive) throw new ConflictError(CANNOT_INVITE);
  const mailed = await mailInvitation(deps, user);
  await recordAudit(deps.db, {
    action: 'update',
    tableName: 'users',
    recordId: user.id,
    userId: admin.id,
    fieldName: 'invitation',
    metadata: { source: 'resend invitation', mailed },
  });
  const [fresh] = await deps.db.select().from(users).where(eq(users.id, user.id));
  return { user: fresh ?? user, mailed };
}
