import { authorName } from '../../common/format.js';
import type { ContactAttempt } from '../../common/schemas/lists.js';
import type { ContactAttemptRow, UserRow } from '../db/schema/index.js';

export type Author = Pick<UserRow, 'firstName' | 'lastName' | 'email'> | null;

export function presentAttempt(a: ContactAttemptRow, author: Author): ContactAttempt {
  return {
    id: a.id,
    contactId: a.contactId,
    listId: a.listId,
    clientId: a.clientId,
    channel: a.channel,
    result: a.result,
    phoneId: a.phoneId,
    note: a.note,
    supporterStatus: a.supporterStatus,
    volunteerLikeliness: a.volunteerLikeliness,
    userName: author ? authorName(author) : 'Deleted user',
    createdAt: a.createdAt.toISOString(),
    deviceAt: a.deviceAt?.toISOString() ?? null,
  };
}
