/**
 * Signed-in clients for the load benchmark without going through sign-in (whose rate limits would refuse
 * a crowd from one IP): editor accounts load-bench-<n>@example.org, kept between runs, each with a session
 * written straight into the sessions table, as the test factories do, and its cookie signed with the
 * servers' SESSION_SECRET.
 */
import { signerFactory } from '@fastify/cookie';
import { inArray, like } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../src/server/auth/sessions.js';
import type { Db } from '../src/server/db/client.js';
import { sessions, users } from '../src/server/db/schema/index.js';

const EMAIL_PREFIX = 'load-bench-';

export async function signInBenchUsers(db: Db, count: number, sessionSecret: string) {
  await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${EMAIL_PREFIX}${i + 1}@example.org`,
        firstName: 'Load',
        lastName: `Bench ${i + 1}`,
        status: 'approved' as const,
        role: 'editor' as const,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `${EMAIL_PREFIX}%`))
    .limit(count);
  const signer = signerFactory(sessionSecret);
  const cookies: string[] = [];
  for (const { id } of rows) {
    const token = await createSession(db, id, 480, { via: 'load-benchmark' });
    cookies.push(`${SESSION_COOKIE}=${signer.sign(token)}`);
  }
  return { cookies, userIds: rows.map((r) => r.id) };
}

/** Ends the benchmark's sessions (the accounts stay: their edits are in the audit log). */
export async function signOutBenchUsers(db: Db, userIds: string[]) {
  if (userIds.length) await db.delete(sessions).where(inArray(sessions.userId, userIds));
}
