import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { useBackCloses } from '../../../hooks/use-back-closes';
import { useContact } from '../../../hooks/use-contacts';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { PROFILE_WAITS_FOR_SIGNAL, WaitingForSignal } from '../../offline/WaitingForSignal';
import { Dialog, DialogContent } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { ContactProfileBody } from './ContactProfileBody';

/**
 * The contact profile: a dialog on desktop (at most 90vh, scrolling), a full-width bottom sheet on a phone.
 * The contact is fetched only while it is open; Back closes it.
 */
export function ContactProfileDialog({
  contactId,
  onClose,
}: {
  contactId: string | null;
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  // A housemate opened from the household list shows in place of the contact until the dialog closes.
  // Remembered with the contact it was opened from, so another contact opened from outside starts afresh.
  const [housemate, setHousemate] = useState<{ from: string | null; id: string } | null>(null);
  const housemateId = housemate && housemate.from === contactId ? housemate.id : null;
  const shownId = contactId === null ? null : (housemateId ?? contactId);
  const query = useContact(shownId);
  const contact = query.data;
  useBackCloses(contactId !== null, onClose);
  return (
    <Dialog open={contactId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        side={isMobile ? 'bottom' : 'center'}
        title={contact?.fullName ?? 'Contact Profile'}
        description={contact ? `System ID ${contact.systemId}` : undefined}
        className={isMobile ? 'p-4' : 'max-w-5xl'}
      >
        {contact ? (
          // Keyed by id: edit states start afresh for another contact.
          <ContactProfileBody
            key={contact.id}
            contact={contact}
            isMobile={isMobile}
            onOpenContact={(id) => setHousemate({ from: contactId, id })}
          />
        ) : query.fetchStatus === 'paused' ? (
          <WaitingForSignal message={PROFILE_WAITS_FOR_SIGNAL} />
        ) : query.error ? (
          <p role="alert" className="py-8 text-center text-destructive">
            {errorMessage(query.error, 'Failed to load this contact.')}
          </p>
        ) : (
          <Spinner className="py-16" />
        )}
      </DialogContent>
    </Dialog>
  );
}
