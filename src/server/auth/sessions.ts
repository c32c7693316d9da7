/**
 * Server-side sessions. The cookie carries a random token; the table stores only its SHA-256, so a copy
 * of the database cannot be used to sign in. Expiry is idle time (every use pushes it forward) and, however
 * active, a lifetime counted from sign-in (sess.createdAt). sess also keeps the address, browser and when the
 * session was last used, for the person's list of their sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { sessions, type UserRow, users } from '../db/schema/index.js';

export const SESSION_COOKIE = 'gw_session';
/** Extend the expiry at most once a minute, so ordinary browsing does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Executor,
  userId: string,
  timeoutMinutes: number,
  meta: Record<string, unknown>,
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    sid: hashToken(token),
    userId,
    sess: { userId, createdAt: new Date().toISOString(), ...meta },
    expire: new Date(Date.now() + timeoutMinutes * 60_000),
  });
  return token;
}

export interface FoundSession {
  sid: string;
  expire: Date;
  sess: Record<string, unknown>;
  user: UserRow;
}

export async function findSession(db: Executor, token: string): Promise<FoundSession | undefined> {
  const [row] = await db
    .select({ sid: sessions.sid, expire: sessions.expire, sess: sessions.sess, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, hashToken(token)), gt(sessions.expire, sql`now()`)))
    .limit(1);
  return row;
}

/** When the session was opened (sign-in); sessions from before this field count from now. */
export const sessionCreatedAt = (session: Pick<FoundSession, 'sess'>) => {
  const at = Date.parse(String(session.sess.createdAt ?? ''));
  return Number.isFinite(at) ? at : Date.now();
};

export const isPastLifetime = (session: Pick<FoundSession, 'sess'>, maxHours: number) =>
  Date.now() - sessionCreatedAt(session) >= maxHours * 3_600_000;

export async function touchSession(
  db: Executor,
  session: FoundSession,
  timeoutMinutes: number,
  maxHours: number,
) {
  const timeoutMs = timeoutMinutes * 60_000;
  const lastSeen = Date.parse(String(session.sess.lastSeenAt ?? ''));
  const seenRecently = Number.isFinite(lastSeen) && Date.now() - lastSeen < TOUCH_INTERVAL_MS;
  const extendedAt = session.expire.getTime() - timeoutMs;
  if (
    seenRecently &&
    Date.now() - extendedAt < TOUCH_INTERVAL_MS &&
    session.expire.getTime() - Date.now() <= timeoutMs
  )
    return;
  const end = Math.min(Date.now() + timeoutMs, sessionCreatedAt(session) + maxHours * 3_600_000);
  await db
    .update(sessions)
    .set({
      expire: new Date(end),
      sess: sql`${sessions.sess} || ${JSON.stringify({ lastSeenAt: new Date().toISOString() })}::jsonb`,
    })
    .where(eq(sessions.sid, session.sid));
}

/** The user's sessions that have not expired, newest use first. */
export async function listSessionsOf(db: Executor, userId: string) {
  return db
    .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expire, sql`now()`)));
}

export async function endSession(db: Executor, token: string) {
  await db.delete(sessions).where(eq(sessions.sid, hashToken(token)));
}

/** Ends every session of a user, except optionally the one making the request. */
export async function endSessionsOf(db: Executor, userId: string, keepToken?: string) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepToken ? ne(sessions.sid, hashToken(keepToken)) : undefined));
}

export async function deleteExpiredSessions(db: Executor) {
  await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
}

/** Moves every session's expiry earlier by this many minutes (the Session Timeout was lowered). */
export async function shortenSessions(db: Executor, minutes: number) {
  await db.update(sessions).set({ expire: sql`${sessions.expire} - make_interval(mins => ${minutes})` });
}
