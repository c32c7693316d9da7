/**
 * Signed-in clients for the load benchmark without going through sign-in (whose rate limits would refuse
 * a crowd from one IP): editor accounts load-bench-<n>@example.org, kept between runs, each with a session
 * written straight into the sessions table, as the test factories do, and its cookie signed with the
 * servers' SESSION_SECRET. Their read budgets are the highest an admin can set: the load reads far more than a
 * person does, and the budget's upsert is still counted on every read.
 */
import { signerFactory } from '@fastify/cookie';
import { inArray, like } from 'drizzle-orm';
import { MAX_READ_BUDGET } from '../src/common/constants.js';
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
        readBudgetSearchRows: MAX_READ_BUDGET,
        readBudgetProfiles: MAX_READ_BUDGET,
      })),
    )
    .onConflictDoNothing();
  await db
    .update(users)
    .set({ readBudgetSearchRows: MAX_READ_BUDGET, readBudgetProfiles: MAX_READ_BUDGET })
    .where(like(users.email, `${EMAIL_PREFIX}%`));
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
