import { eq } from 'drizzle-orm';
import { isUuid } from '../../common/schemas/common.js';
import type { UpdateContactRequest } from '../../common/schemas/contacts.js';
import { type AuditEvent, recordAudit } from '../audit/record-audit.js';
import type { Db } from '../db/client.js';
import { contacts, type UserRow } from '../db/schema/index.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors.js';
import { CONTACT_NOT_FOUND } from './get-contact.js';

export const STALE_CONTACT_MESSAGE =
  'Someone else changed this contact after you opened it. It has been reloaded: check the latest values and make your change again.';

export const NOTHING_TO_CHANGE_MESSAGE = 'Nothing to change: send at least one field.';

const FIELDS = ['supporterStatus', 'volunteerLikeliness', 'notes'] as const;

/** A change must name at least one field (`expectedUpdatedAt` alone names none). */
export function assertSomethingToChange(input: UpdateContactRequest) {
  if (FIELDS.every((field) => input[field] === undefined))
    throw new InvalidInputError(NOTHING_TO_CHANGE_MESSAGE);
}

/** Changes campaign status or notes, one audit row per changed field, refusing a stale write. */
export async function updateContact(db: Db, editor: UserRow, id: string, input: UpdateContactRequest) {
  if (!isUuid(id)) throw new NotFoundError(CONTACT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
    if (!current) throw new NotFoundError(CONTACT_NOT_FOUND);
    assertSomethingToChange(input);
    if (
      input.expectedUpdatedAt &&
      new Date(input.expectedUpdatedAt).getTime() !== current.updatedAt.getTime()
    ) {
      throw new ConflictError(STALE_CONTACT_MESSAGE, { code: 'stale_version' });
    }
    const changes: Partial<Pick<typeof current, (typeof FIELDS)[number]>> = {};
    const events: AuditEvent[] = [];
    for (const field of FIELDS) {
      const next = input[field];
      if (next === undefined) continue;
      // An emptied note is stored as null, so clearing an empty note is no change.
      const normalised = field === 'notes' && next === '' ? null : next;
      if (normalised === current[field]) continue;
      (changes as Record<string, unknown>)[field] = normalised;
      events.push({
        action: 'update',
        tableName: 'contacts',
        recordId: id,
        contactId: id,
        userId: editor.id,
        fieldName: field,
        oldValue: current[field],
        newValue: normalised,
      });
    }
    if (events.length === 0) return { changed: false };
    await tx
      .update(contacts)
      .set({ ...changes, lastUpdatedBy: editor.id })
      .where(eq(contacts.id, id));
    await recordAudit(tx, ...events);
    return { changed: true };
  });
}
