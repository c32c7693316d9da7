/**
 * Volunteer-added phone numbers and email addresses. Public (voter-file) rows are read-only here: the
 * monthly refresh owns them. Every change is audited in its transaction.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { EmailType, PhoneType } from '../../shared/constants.js';
import { isUuid } from '../../shared/schemas/common.js';
import { recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { contactEmails, contactPhones, contacts, type UserRow } from '../db/schema/index.js';
import { conflict, forbidden, notFound } from '../http/http-error.js';
import { CONTACT_NOT_FOUND } from './get-contact.js';

export const PUBLIC_ROW_MESSAGE =
  'This one comes from the public voter file and is updated by each refresh, so it cannot be changed here. Add a new one instead.';
const DUPLICATE_PHONE = 'This contact already has that phone number.';
const DUPLICATE_EMAIL = 'This contact already has that email address.';
const PHONE_NOT_FOUND = 'That phone number does not exist (any more).';
const EMAIL_NOT_FOUND = 'That email address does not exist (any more).';

const digitsOf = sql`regexp_replace(${contactPhones.phoneNumber}, '[^0-9]', '', 'g')`;

async function assertContact(db: Db, contactId: string) {
  if (!isUuid(contactId)) throw notFound(CONTACT_NOT_FOUND);
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId));
  if (!row) throw notFound(CONTACT_NOT_FOUND);
}

export async function addPhone(
  db: Db,
  user: UserRow,
  contactId: string,
  input: { phoneNumber: string; phoneType: PhoneType },
) {
  await assertContact(db, contactId);
  return db.transaction(async (tx) => {
    const [dup] = await tx
      .select({ id: contactPhones.id })
      .from(contactPhones)
      .where(and(eq(contactPhones.contactId, contactId), eq(digitsOf, input.phoneNumber)));
    if (dup) throw conflict(DUPLICATE_PHONE);
    const [phone] = await tx
      .insert(contactPhones)
      .values({ contactId, ...input, isManuallyAdded: true, isBaselineData: false, createdBy: user.id })
      .returning();
    if (!phone) throw new Error('phone not inserted');
    await recordAudit(tx, {
      action: 'create',
      tableName: 'contact_phones',
      recordId: phone.id,
      contactId,
      userId: user.id,
      fieldName: 'phoneNumber',
      newValue: input.phoneNumber,
      metadata: { phoneType: input.phoneType },
    });
    return phone;
  });
}

async function editablePhone(db: Db, phoneId: string) {
  if (!isUuid(phoneId)) throw notFound(PHONE_NOT_FOUND);
  const [phone] = await db.select().from(contactPhones).where(eq(contactPhones.id, phoneId));
  if (!phone) throw notFound(PHONE_NOT_FOUND);
  if (!phone.isManuallyAdded || phone.isBaselineData) throw forbidden(PUBLIC_ROW_MESSAGE);
  return phone;
}

export async function updatePhone(
  db: Db,
  user: UserRow,
  phoneId: string,
  input: { phoneNumber: string; phoneType: PhoneType },
) {
  const phone = await editablePhone(db, phoneId);
  return db.transaction(async (tx) => {
    const [dup] = await tx
      .select({ id: contactPhones.id })
      .from(contactPhones)
      .where(
        and(
          eq(contactPhones.contactId, phone.contactId),
          eq(digitsOf, input.phoneNumber),
          ne(contactPhones.id, phoneId),
        ),
      );
    if (dup) throw conflict(DUPLICATE_PHONE);
    const [updated] = await tx
      .update(contactPhones)
      .set(input)
      .where(eq(contactPhones.id, phoneId))
      .returning();
    const events = [
      ['phoneNumber', phone.phoneNumber, input.phoneNumber],
      ['phoneType', phone.phoneType, input.phoneType],
    ].filter(([, before, after]) => before !== after);
    await recordAudit(
      tx,
      ...events.map(([fieldName, oldValue, newValue]) => ({
        action: 'update' as const,
        tableName: 'contact_phones' as const,
        recordId: phoneId,
        contactId: phone.contactId,
        userId: user.id,
        fieldName,
        oldValue,
        newValue,
      })),
    );
    return updated ?? phone;
  });
}

export async function deletePhone(db: Db, user: UserRow, phoneId: string) {
  const phone = await editablePhone(db, phoneId);
  await db.transaction(async (tx) => {
    await tx.delete(contactPhones).where(eq(contactPhones.id, phoneId));
    await recordAudit(tx, {
      action: 'delete',
      tableName: 'contact_phones',
      recordId: phoneId,
      contactId: phone.contactId,
      userId: user.id,
      fieldName: 'phoneNumber',
      oldValue: phone.phoneNumber,
    });
  });
}

const lowerEmail = sql`lower(${contactEmails.email})`;

export async function addEmail(
  db: Db,
  user: UserRow,
  contactId: string,
  input: { email: string; emailType: EmailType },
) {
  await assertContact(db, contactId);
  return db.transaction(async (tx) => {
    const [dup] = await tx
      .select({ id: contactEmails.id })
      .from(contactEmails)
      .where(and(eq(contactEmails.contactId, contactId), eq(lowerEmail, input.email.toLowerCase())));
    if (dup) throw conflict(DUPLICATE_EMAIL);
    const [email] = await tx
      .insert(contactEmails)
      .values({ contactId, ...input, isManuallyAdded: true, isBaselineData: false, createdBy: user.id })
      .returning();
    if (!email) throw new Error('email not inserted');
    await recordAudit(tx, {
      action: 'create',
      tableName: 'contact_emails',
      recordId: email.id,
      contactId,
      userId: user.id,
      fieldName: 'email',
      newValue: input.email,
      metadata: { emailType: input.emailType },
    });
    return email;
  });
}

async function editableEmail(db: Db, emailId: string) {
  if (!isUuid(emailId)) throw notFound(EMAIL_NOT_FOUND);
  const [email] = await db.select().from(contactEmails).where(eq(contactEmails.id, emailId));
  if (!email) throw notFound(EMAIL_NOT_FOUND);
  if (!email.isManuallyAdded || email.isBaselineData) throw forbidden(PUBLIC_ROW_MESSAGE);
  return email;
}

export async function updateEmail(
  db: Db,
  user: UserRow,
  emailId: string,
  input: { email: string; emailType: EmailType },
) {
  const email = await editableEmail(db, emailId);
  return db.transaction(async (tx) => {
    const [dup] = await tx
      .select({ id: contactEmails.id })
      .from(contactEmails)
      .where(
        and(
          eq(contactEmails.contactId, email.contactId),
          eq(lowerEmail, input.email.toLowerCase()),
          ne(contactEmails.id, emailId),
        ),
      );
    if (dup) throw conflict(DUPLICATE_EMAIL);
    const [updated] = await tx
      .update(contactEmails)
      .set(input)
      .where(eq(contactEmails.id, emailId))
      .returning();
    const events = [
      ['email', email.email, input.email],
      ['emailType', email.emailType, input.emailType],
    ].filter(([, before, after]) => before !== after);
    await recordAudit(
      tx,
      ...events.map(([fieldName, oldValue, newValue]) => ({
        action: 'update' as const,
        tableName: 'contact_emails' as const,
        recordId: emailId,
        contactId: email.contactId,
        userId: user.id,
        fieldName,
        oldValue,
        newValue,
      })),
    );
    return updated ?? email;
  });
}

export async function deleteEmail(db: Db, user: UserRow, emailId: string) {
  const email = await editableEmail(db, emailId);
  await db.transaction(async (tx) => {
    await tx.delete(contactEmails).where(eq(contactEmails.id, emailId));
    await recordAudit(tx, {
      action: 'delete',
      tableName: 'contact_emails',
      recordId: emailId,
      contactId: email.contactId,
      userId: user.id,
      fieldName: 'email',
      oldValue: email.email,
    });
  });
}
