import { Contact } from 'lucide-react';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import { useChannelActions } from '../../../hooks/use-contact-channels';
import { ChannelList } from './ChannelList';
import { EMAIL_KIND, PHONE_KIND } from './channel-kinds';
import { ProfileSection } from './ProfileSection';

/** Phones and emails: public ones from the voter file, and the ones volunteers added (editable by editors). */
export function ContactInfoSection({ contact, canEdit }: { contact: ContactProfile; canEdit: boolean }) {
  const phoneActions = useChannelActions(contact.id, PHONE_KIND.noun);
  const emailActions = useChannelActions(contact.id, EMAIL_KIND.noun);

  const editable = (row: { isManuallyAdded: boolean; isBaselineData: boolean }) =>
    row.isManuallyAdded && !row.isBaselineData;
  return (
    <ProfileSection title="Contact Information" icon={Contact}>
      <ChannelList
        kind={PHONE_KIND}
        contactId={contact.id}
        title="Phone Numbers"
        canEdit={canEdit}
        actions={phoneActions}
        rows={contact.phones.map((p) => ({
          id: p.id,
          value: p.phoneNumber,
          type: p.phoneType,
          editable: editable(p),
          wrongNumber: p.wrongNumber,
        }))}
      />
      <ChannelList
        kind={EMAIL_KIND}
        contactId={contact.id}
        title="Email Addresses"
        canEdit={canEdit}
        actions={emailActions}
        rows={contact.emails.map((e) => ({
          id: e.id,
          value: e.email,
          type: e.emailType,
          editable: editable(e),
        }))}
      />
    </ProfileSection>
  );
}
