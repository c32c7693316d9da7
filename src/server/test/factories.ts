/** Test data with sensible defaults and overrides, written straight to the database. */
import { randomBytes } from 'node:crypto';
import type { App } from '../app.js';
import { hashPassword } from '../auth/password.js';
import { createSession, SESSION_COOKIE } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import {
  contactEmails,
  contactPhones,
  contacts,
  type NewContactRow,
  type NewUserRow,
  users,
} from '../db/schema/index.js';

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

/**
 * A voter with a last name no other test contact has (so contacts are not probable duplicates of each other
 * unless a test says so), a birth date and an address.
 */
export async function createContact(db: Db, overrides: Partial<NewContactRow> = {}) {
  const lastName = `Test${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(contacts)
    .values({
      systemId: `S-${randomBytes(5).toString('hex')}`,
      fullName: `Ana ${lastName}`,
      firstName: 'Ana',
      lastName,
      dateOfBirth: '1980-05-06',
      streetAddress: '1 Main St',
      zipCode: '32301',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('contact not created');
  return row;
}

export async function addPhone(
  db: Db,
  contactId: string,
  phoneNumber: string,
  extra: { isBaselineData?: boolean } = {},
) {
  const [row] = await db
    .insert(contactPhones)
    .values({ contactId, phoneNumber, ...extra })
    .returning();
  if (!row) throw new Error('phone not created');
  return row;
}

export async function addEmail(db: Db, contactId: string, email: string) {
  const [row] = await db.insert(contactEmails).values({ contactId, email }).returning();
  if (!row) throw new Error('email not created');
  return row;
}
