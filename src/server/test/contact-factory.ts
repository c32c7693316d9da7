/** Contacts, phones and emails for the admin tests, written straight to the database. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { contactEmails, contactPhones, contacts, type NewContactRow } from '../db/schema/index.js';

export async function createContact(db: Db, overrides: Partial<NewContactRow> = {}) {
  // A distinct last name, so contacts are not probable duplicates of each other unless a test says so.
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
