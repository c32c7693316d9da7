import { Download } from 'lucide-react';
import { voterStatusLabel } from '../../../../shared/contact-display.js';
import type { ContactProfile } from '../../../../shared/schemas/contacts.js';
import { useExportContact } from '../../../api/contact-mutations';
import { useCan } from '../../../hooks/useCan';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { PartyBadge } from '../badges';
import { NetworkButton } from '../NetworkButton';
import { ActivityTimeline } from './ActivityTimeline';
import { CampaignStatusSection } from './CampaignStatusSection';
import { ContactInfoSection } from './ContactInfoSection';
import { AddressSection, DistrictSection, IdentitySection } from './FactsSections';
import { NotesSection } from './NotesSection';

/** The seven sections of SPEC §2, with Export in the header (desktop) or at the foot of the sheet (phone). */
export function ContactProfileBody({ contact, isMobile }: { contact: ContactProfile; isMobile: boolean }) {
  const canEdit = useCan('contacts:edit');
  const exporter = useExportContact(contact);
  const exportButton = (
    <Button variant="outline" size="sm" onClick={() => exporter.mutate()} disabled={exporter.isPending}>
      <Download aria-hidden="true" />
      {exporter.isPending ? 'Exporting...' : 'Export'}
    </Button>
  );
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {contact.party && <PartyBadge party={contact.party} />}
        <Badge className="text-muted-foreground">{voterStatusLabel(contact.voterStatus)}</Badge>
        {!isMobile && (
          <div className="ml-auto flex gap-2">
            {exportButton}
            <NetworkButton contact={contact} />
          </div>
        )}
      </div>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <CampaignStatusSection contact={contact} canEdit={canEdit} />
        <IdentitySection contact={contact} />
        <AddressSection contact={contact} />
        <ContactInfoSection contact={contact} canEdit={canEdit} />
        <NotesSection contact={contact} canEdit={canEdit} />
        <DistrictSection contact={contact} />
        <div className="md:col-span-2">
          <ActivityTimeline contact={contact} />
        </div>
      </div>
      {isMobile && (
        <div className="flex justify-end gap-2">
          {exportButton}
          <NetworkButton contact={contact} />
        </div>
      )}
    </div>
  );
}
