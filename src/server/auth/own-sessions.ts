/** A person's own open sessions (Account Settings): where they are signed in, and signing out the others. */
import type { OwnSession } from '../../common/schemas/auth.js';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { describeDevice } from './describe-device.js';
import { endSessionsOf, hashToken, listSessionsOf } from './sessions.js';

const iso = (value: unknown) => {
  const at = Date.parse(String(value ?? ''));
  return Number.isFinite(at) ? new Date(at).toISOString() : null;
};

export async function listOwnSessions(db: Db, user: UserRow, currentToken: string | null) {
  const current = currentToken ? hashToken(currentToken) : null;
  const rows = await listSessionsOf(db, user.id);
  const sessions: OwnSession[] = rows.map((row) => ({
    current: row.sid === current,
    device: describeDevice(row.sess.userAgent),
    ip: typeof row.sess.ip === 'string' ? row.sess.ip : null,
    signedInAt: iso(row.sess.createdAt),
    lastSeenAt: iso(row.sess.lastSeenAt) ?? iso(row.sess.createdAt),
  }));
  sessions.sort(
    (a, b) => Number(b.current) - Number(a.current) || (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? ''),
  );
  return { sessions };
}

export const SIGNED_OUT_OTHERS_MESSAGE = 'You are signed out everywhere else.';

export async function signOutOtherSessions(db: Db, user: UserRow, currentToken: string | null) {
  await endSessionsOf(db, user.id, currentToken ?? undefined);
}
