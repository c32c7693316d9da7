/** Supporter status, volunteer likeliness and notes, sent with the updatedAt they were made against. */
import {
  SUPPORTER_LABELS,
  supporterStatusOf,
  VOLUNTEER_LABELS,
  volunteerLikelinessOf,
} from '../../../common/contact-display.js';
import {
  type ContactProfile,
  contactProfile,
  openedContactProfile,
  type UpdateContactRequest,
} from '../../../common/schemas/contacts.js';
import { getJson, sendJson } from '../../api/http';
import { contactUrl } from '../../api/urls';
import type { ChangeKind, ConflictField } from '../change-kind';

export interface ContactUpdatePayload {
  contactId: string;
  /** The contact's name, to say which contact a conflict is about. */
  contactName: string;
  changes: Omit<UpdateContactRequest, 'expectedUpdatedAt'>;
  expectedUpdatedAt: string;
  /**
   * The changed fields' values when the change was made: when the server refuses it as stale, a field
   * someone else left alone is no conflict. Absent in changes queued by an earlier version (then every field is).
   */
  before?: Partial<Pick<ContactProfile, Field>>;
}

type Field = 'supporterStatus' | 'volunteerLikeliness' | 'notes';

const FIELDS: Record<Field, { label: string; show: (value: unknown) => string }> = {
  supporterStatus: {
    label: 'Supporter status',
    show: (v) => SUPPORTER_LABELS[supporterStatusOf(v as string | null)],
  },
  volunteerLikeliness: {
    label: 'Volunteer likeliness',
    show: (v) => VOLUNTEER_LABELS[volunteerLikelinessOf(v as string | null)],
  },
  notes: { label: 'Notes', show: (v) => (typeof v === 'string' && v !== '' ? v : '(no notes)') },
};

/** An empty note and no note are the same. */
const sameValue = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

const changedFields = (changes: ContactUpdatePayload['changes']) =>
  (Object.keys(changes) as Field[]).filter((f) => f in FIELDS && changes[f] !== undefined);

export const contactUpdateKind: ChangeKind<ContactUpdatePayload, ContactProfile> = {
  send: (p) =>
    sendJson(
      'PATCH',
      contactUrl(p.contactId),
      { ...p.changes, expectedUpdatedAt: p.expectedUpdatedAt },
      // The whole profile as opened (with whose networks it is in): it replaces the cached one as is.
      openedContactProfile,
    ),
  contactId: (p) => p.contactId,
  async conflict(p) {
    const server = await getJson(contactUrl(p.contactId), contactProfile);
    // Only a field someone else changed to another value than this device's is the person's to settle.
    const touchedElsewhere = (f: Field) =>
      !(p.before && f in p.before && sameValue(p.before[f], server[f])) &&
      !sameValue(p.changes[f], server[f]);
    const fields: ConflictField[] = changedFields(p.changes)
      .filter(touchedElsewhere)
      .map((f) => ({
        label: FIELDS[f].label,
        mine: FIELDS[f].show(p.changes[f]),
        theirs: FIELDS[f].show(server[f]),
      }));
    const before = Object.fromEntries(changedFields(p.changes).map((f) => [f, server[f]]));
    return { subject: p.contactName, fields, rebased: { ...p, before, expectedUpdatedAt: server.updatedAt } };
  },
  carryForward: (sent, result, later) =>
    later.contactId === sent.contactId && later.expectedUpdatedAt === sent.expectedUpdatedAt
      ? { ...later, expectedUpdatedAt: result.updatedAt }
      : null,
};
