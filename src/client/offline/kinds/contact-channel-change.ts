/**
 * A volunteer-added phone or email changed or deleted, sent with the value and type it was made against: the
 * server answers 409 when someone changed that row meanwhile, and the person then sees both and chooses.
 */
import { type ContactProfile, contactProfile } from '../../../common/schemas/contacts.js';
import { type ChannelCollection, channelBody, channelOfCollection } from '../../api/channel-fields';
import { getJson, send } from '../../api/http';
import { contactUrl } from '../../api/urls';
import type { ChangeKind } from '../change-kind';

export interface ContactChannelChangePayload {
  contactId: string;
  collection: ChannelCollection;
  /** The phone or email row. */
  id: string;
  /** The new value and type, as the online edit sends them; none for a deletion. */
  body?: Record<string, string>;
  /** The value and type the device showed when the change was made. */
  expected: Record<string, string>;
}

/** The row as the server holds it now, in the payload's terms; undefined when it is gone. */
function currentRow(
  server: ContactProfile,
  p: ContactChannelChangePayload,
): Record<string, string> | undefined {
  const fields = channelOfCollection(p.collection);
  if (p.collection === 'phones') {
    const row = server.phones.find((r) => r.id === p.id);
    return row && channelBody(fields, row.phoneNumber, row.phoneType);
  }
  const row = server.emails.find((r) => r.id === p.id);
  return row && channelBody(fields, row.email, row.emailType);
}

const shown = (p: ContactChannelChangePayload, row: Record<string, string> | undefined) => {
  const { valueField, typeField } = channelOfCollection(p.collection);
  return row ? `${row[valueField]} (${row[typeField]})` : '(deleted)';
};

export const contactChannelChangeKind: ChangeKind<ContactChannelChangePayload, void> = {
  send: (p) => {
    const url = `/api/${p.collection}/${encodeURIComponent(p.id)}`;
    return p.body
      ? send('PATCH', url, { ...p.body, expected: p.expected })
      : send('DELETE', url, { expected: p.expected });
  },
  contactId: (p) => p.contactId,
  async conflict(p) {
    const server = await getJson(contactUrl(p.contactId), contactProfile);
    const row = currentRow(server, p);
    const { valueField, typeField, label } = channelOfCollection(p.collection);
    // Unchanged since: the 409 was something else (the contact already has that value), not someone's edit.
    if (!row || (row[valueField] === p.expected[valueField] && row[typeField] === p.expected[typeField]))
      return null;
    return {
      subject: server.fullName,
      fields: [{ label, mine: shown(p, p.body), theirs: shown(p, row) }],
      rebased: { ...p, expected: row },
    };
  },
};
