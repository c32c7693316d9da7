/**
 * Recording a contact attempt (a door knocked, a call made): one append-only event, and in the same
 * transaction what it says about the voter (supporter and volunteer status, moved, deceased, do not contact,
 * a wrong number), each change with its audit row, the voter's latest result and the voter's members on every
 * list of the attempt's channel (walk lists for a door, call lists for a call). A `clientId` seen before from the same person for the same voter answers with the attempt
 * already recorded, so the offline queue may resend without ever recording twice. Nothing is recorded on a voter
 * who asked not to be contacted (PRODUCT.md, Contact attempts), except that the resend of an attempt already
 * recorded, the one that set the flag included, still answers with it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { type AttemptContactChanges, attemptContactChanges } from '../../common/attempt-effects.js';
import { listKindCounting } from '../../common/list-channels.js';
import { isUuid } from '../../common/schemas/common.js';
import type { ContactAttempt, RecordAttemptRequest } from '../../common/schemas/lists.js';
import { type AuditEvent, recordAudit } from '../audit/record-audit.js';
import { CONTACT_NOT_FOUND } from '../contacts/get-contact.js';
import { presentAttempt } from '../contacts/present-attempt.js';
import type { Db, Executor } from '../db/client.js';
import {
  contactAttempts,
  contactListMembers,
  contactLists,
  contactPhones,
  contacts,
  type UserRow,
} from '../db/schema/index.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.js';
import { checkedAnswers } from '../survey/answers.js';
import { visibleList } from './list-access.js';

type Input = Omit<RecordAttemptRequest, 'note'> & { note?: string };

export const ASKED_NOT_TO_BE_CONTACTED =
  'This voter asked not to be contacted, so no attempt can be recorded. Only an admin can clear do not contact.';

async function earlier(db: Executor, contactId: string, userId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(contactAttempts)
    .where(
      and(
        eq(contactAttempts.contactId, contactId),
        eq(contactAttempts.userId, userId),
        eq(contactAttempts.clientId, clientId),
      ),
    );
  return row;
}

export async function recordAttempt(
  db: Db,
  user: UserRow,
  contactId: string,
  input: Input,
): Promise<{ created: boolean; attempt: ContactAttempt }> {
  if (!isUuid(contactId)) throw new NotFoundError(CONTACT_NOT_FOUND);
  if (input.clientId) {
    const seen = await earlier(db, contactId, user.id, input.clientId);
    if (seen) return { created: false, attempt: presentAttempt(seen, user) };
  }
  const list = input.listId ? await visibleList(db, user, input.listId) : undefined;

  const outcome = await db.transaction(async (tx) => {
    const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
    if (!contact) throw new NotFoundError(CONTACT_NOT_FOUND);
    if (contact.doNotContact) {
      // The same attempt sent twice at once, the one that set the flag: the resend answers with it.
      if (input.clientId && (await earlier(tx, contactId, user.id, input.clientId)))
        return { created: false, row: undefined };
      throw new ConflictError(ASKED_NOT_TO_BE_CONTACTED);
    }
    const answers = await checkedAnswers(tx, input.answers);
    if (input.phoneId) {
      const [phone] = await tx
        .select()
        .from(contactPhones)
        .where(and(eq(contactPhones.id, input.phoneId), eq(contactPhones.contactId, contactId)));
      if (!phone)
        throw new InvalidInputError('That phone number is not one of this voter’s.', [
          { path: 'phoneId', message: 'Choose one of this voter’s phone numbers' },
        ]);
      if (input.result === 'wrong-number' && !phone.wrongNumber) {
        await tx.update(contactPhones).set({ wrongNumber: true }).where(eq(contactPhones.id, phone.id));
        await recordAudit(tx, {
          action: 'update',
          tableName: 'contact_phones',
          recordId: phone.id,
          contactId,
          userId: user.id,
          fieldName: 'wrongNumber',
          oldValue: 'false',
          newValue: 'true',
        });
      }
    }
    const inserted = await tx
      .insert(contactAttempts)
      .values({
        contactId,
        userId: user.id,
        listId: list?.id ?? null,
        clientId: input.clientId ?? null,
        channel: input.channel,
        result: input.result,
        phoneId: input.phoneId ?? null,
        note: input.note ?? null,
        supporterStatus: input.supporterStatus ?? null,
        volunteerLikeliness: input.volunteerLikeliness ?? null,
        answers,
        deviceAt: input.deviceAt ? new Date(input.deviceAt) : null,
      })
      .onConflictDoNothing()
      .returning();
    const attempt = inserted[0];
    // The same clientId arrived twice at once: the other request recorded it.
    if (!attempt) return { created: false, row: undefined };

    const changes: Partial<typeof contact> = { lastResult: attempt.result, lastAttemptAt: attempt.createdAt };
    const events: AuditEvent[] = [];
    const change = (field: keyof AttemptContactChanges, next: string | boolean) => {
      if (contact[field] === next) return;
      (changes as Record<string, unknown>)[field] = next;
      events.push({
        action: 'update',
        tableName: 'contacts',
        recordId: contactId,
        contactId,
        userId: user.id,
        fieldName: field,
        oldValue: String(contact[field]),
        newValue: String(next),
        metadata: { attemptId: attempt.id },
      });
    };
    for (const [field, next] of Object.entries(attemptContactChanges(input)))
      change(field as keyof AttemptContactChanges, next);
    await tx
      .update(contacts)
      .set({ ...changes, ...(events.length ? { lastUpdatedBy: user.id } : {}) })
      .where(eq(contacts.id, contactId));
    await recordAudit(tx, ...events);
    // Only the lists of the attempt's channel count it: a door knocked is no call made (issue 35).
    const countingKind = listKindCounting(attempt.channel);
    if (countingKind)
      await tx
        .update(contactListMembers)
        .set({ lastResult: attempt.result, lastAttemptAt: attempt.createdAt, lastAttemptBy: user.id })
        .where(
          and(
            eq(contactListMembers.contactId, contactId),
            inArray(
              contactListMembers.listId,
              tx
                .select({ id: contactLists.id })
                .from(contactLists)
                .where(eq(contactLists.kind, countingKind)),
            ),
          ),
        );
    return { created: true, row: attempt };
  });
  if (outcome.row) return { created: true, attempt: presentAttempt(outcome.row, user) };
  const seen = input.clientId ? await earlier(db, contactId, user.id, input.clientId) : undefined;
  if (!seen) throw new Error('attempt neither recorded nor found');
  return { created: false, attempt: presentAttempt(seen, user) };
}

/** An admin clears a voter's do-not-contact flag (audited); nobody else can. */
export async function clearDoNotContact(db: Db, admin: UserRow, contactId: string) {
  if (!isUuid(contactId)) throw new NotFoundError(CONTACT_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [contact] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
    if (!contact) throw new NotFoundError(CONTACT_NOT_FOUND);
    if (!contact.doNotContact) throw new InvalidInputError('This voter is not marked do not contact.');
    await tx
      .update(contacts)
      .set({ doNotContact: false, lastUpdatedBy: admin.id })
      .where(eq(contacts.id, contactId));
    await recordAudit(tx, {
      action: 'update',
      tableName: 'contacts',
      recordId: contactId,
      contactId,
      userId: admin.id,
      fieldName: 'doNotContact',
      oldValue: 'true',
      newValue: 'false',
    });
  });
}
