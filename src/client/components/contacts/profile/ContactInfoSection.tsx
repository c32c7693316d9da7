import { Contact } from 'lucide-react';
import type { ContactProfile } from '../../../../shared/schemas/contacts.js';
import {
  type EmailInput,
  type PhoneInput,
  useAddEmail,
  useAddPhone,
  useDeleteEmail,
  useDeletePhone,
  useUpdateEmail,
  useUpdatePhone,
} from '../../../api/contact-mutations';
import { type ChannelActions, ChannelList } from './ChannelList';
import { EMAIL_KIND, PHONE_KIND } from './channel-kinds';
import { ProfileSection } from './ProfileSection';

/** Phones and emails: public ones from the voter file, and the ones volunteers added (editable by editors). */
export function ContactInfoSection({ contact, canEdit }: { contact: ContactProfile; canEdit: boolean }) {
  const addPhone = useAddPhone(contact.id);
  const updatePhone = useUpdatePhone(contact.id);
  const deletePhone = useDeletePhone(contact.id);
  const addEmail = useAddEmail(contact.id);
  const updateEmail = useUpdateEmail(contact.id);
  const deleteEmail = useDeleteEmail(contact.id);

  const phoneActions: ChannelActions = {
    add: (value, type, done) =>
      addPhone.mutate(
        { phoneNumber: value, phoneType: type as PhoneInput['phoneType'] },
        { onSuccess: done },
      ),
    update: (id, value, type, done) =>
      updatePhone.mutate(
        { id, phoneNumber: value, phoneType: type as PhoneInput['phoneType'] },
        { onSuccess: done },
      ),
    remove: (id) => deletePhone.mutate(id),
    pending: addPhone.isPending || updatePhone.isPending || deletePhone.isPending,
  };
  const emailActions: ChannelActions = {
    add: (value, type, done) =>
      addEmail.mutate({ email: value, emailType: type as EmailInput['emailType'] }, { onSuccess: done }),
    update: (id, value, type, done) =>
      updateEmail.mutate(
        { id, email: value, emailType: type as EmailInput['emailType'] },
        { onSuccess: done },
      ),
    remove: (id) => deleteEmail.mutate(id),
    pending: addEmail.isPending || updateEmail.isPending || deleteEmail.isPending,
  };

  const editable = (row: { isManuallyAdded: boolean; isBaselineData: boolean }) =>
    row.isManuallyAdded && !row.isBaselineData;
  return (
    <ProfileSection title="Contact Information" icon={Contact}>
      <ChannelList
        kind={PHONE_KIND}
        title="Phone Numbers"
        canEdit={canEdit}
        actions={phoneActions}
        rows={contact.phones.map((p) => ({
          id: p.id,
          value: p.phoneNumber,
          type: p.phoneType,
          editable: editable(p),
        }))}
      />
      <ChannelList
        kind={EMAIL_KIND}
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
