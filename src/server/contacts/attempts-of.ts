import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { contactAttempts, users } from '../db/schema/index.js';
import { presentAttempt } from './present-attempt.js';

/** The profile's attempts: newest first (server time), at most this many. */
export const PROFILE_ATTEMPTS_MAX = 100;

export async function attemptsOf(db: Executor, contactId: string) {
  const rows = await db
    .select({
      attempt: contactAttempts,
      // Starts with the never-null id, so a left-joined user without a first name is still a user.
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(contactAttempts)
    .leftJoin(users, eq(users.id, contactAttempts.userId))
    .where(eq(contactAttempts.contactId, contactId))
    .orderBy(desc(contactAttempts.createdAt), desc(contactAttempts.id))
    .limit(PROFILE_ATTEMPTS_MAX);
  return rows.map((r) => presentAttempt(r.attempt, r.author));
}
