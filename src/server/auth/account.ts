/** A signed-in person's own account: their profile fields and their password. */
import { eq } from 'drizzle-orm';
import type { ChangePasswordRequest, UpdateProfileRequest } from '../../common/schemas/auth.js';
import { type AuditEvent, recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { InvalidInputError } from '../errors.js';
import { assertUncommonPassword } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password.js';
import { endSessionsOf } from './sessions.js';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'city', 'state', 'zipCode'] as const;

export async function updateOwnProfile(db: Db, user: UserRow, input: UpdateProfileRequest) {
  const changes: Partial<Record<(typeof PROFILE_FIELDS)[number], string | null>> = {};
  const events: AuditEvent[] = [];
  for (const field of PROFILE_FIELDS) {
    const next = input[field] === '' ? null : input[field];
    if (next === user[field]) continue;
    changes[field] = next;
    events.push({
      action: 'update',
      tableName: 'users',
      recordId: user.id,
      userId: user.id,
      fieldName: field,
      oldValue: user[field],
      newValue: next,
    });
  }
  if (events.length === 0) return user;
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
    await recordAudit(tx, ...events);
    return updated ?? user;
  });
}

/** Needs the current password; every other session of the user and any pending reset link end, this session stays. */
export async function changeOwnPassword(
  db: Db,
  user: UserRow,
  input: ChangePasswordRequest,
  keepToken: string | undefined,
) {
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new InvalidInputError(WRONG_CURRENT_PASSWORD, [
      { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  assertUncommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    // A reset link asked for before the change must not undo it.
    await tx
      .update(users)
      .set({ passwordHash, invitationToken: null, tokenExpiresAt: null })
      .where(eq(users.id, user.id));
    await endSessionsOf(tx, user.id, keepToken);
    await recordAudit(tx, {
      action: 'update',
      tableName: 'users',
      recordId: user.id,
      userId: user.id,
      fieldName: 'password',
      metadata: { source: 'account settings' },
    });
  });
}
