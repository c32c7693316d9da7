/** Test data with sensible defaults and overrides, written straight to the database. */
import { randomBytes } from 'node:crypto';
import type { App } from '../app.js';
import { hashPassword } from '../auth/password.js';
import { createSession, SESSION_COOKIE } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { contacts, type NewContactRow, type NewUserRow, users } from '../db/schema/index.js';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export async function createUser(db: Db, overrides: Partial<NewUserRow> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomBytes(4).toString('hex')}@example.org`,
      firstName: 'Test',
      lastName: 'Person',
      passwordHash: await passwordHash,
      status: 'approved',
      role: 'viewer',
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

/** A session written directly, as the cookie header a browser would send. */
export async function sessionCookieFor(app: App, db: Db, userId: string) {
  const token = await createSession(db, userId, 480, { via: 'test' });
  return `${SESSION_COOKIE}=${app.signCookie(token)}`;
}

let contactSeq = 0;

/** A contact with a unique system id; names default to an accented one, as real voter files have. */
export async function createContact(db: Db, overrides: Partial<NewContactRow> = {}) {
  contactSeq += 1;
  const [row] = await db
    .insert(contacts)
    .values({
      systemId: `T${Date.now().toString(36)}${contactSeq}`,
      fullName: 'María López',
      firstName: 'María',
      lastName: 'López',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('contact not created');
  return row;
}
