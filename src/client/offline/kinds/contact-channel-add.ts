/** A phone or email added to a contact. Adding cannot overwrite anyone's change, so it never conflicts. */
import type { ChannelCollection } from '../../api/channel-fields';
import { send } from '../../api/http';
import { contactUrl } from '../../api/urls';
import type { ChangeKind } from '../change-kind';

export interface ContactChannelPayload {
  contactId: string;
  collection: ChannelCollection;
  /** The request body, as the online add sends it. */
  body: Record<string, string>;
}

export const contactChannelKind: ChangeKind<ContactChannelPayload, void> = {
  send: (p) => send('POST', `${contactUrl(p.contactId)}/${p.collection}`, p.body),
  contactId: (p) => p.contactId,
};
