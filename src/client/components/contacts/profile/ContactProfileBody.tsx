import { Download } from 'lucide-react';
import { voterStatusLabel } from '../../../../common/contact-display.js';
import type { OpenedContactProfile } from '../../../../common/schemas/contacts.js';
import { useExportContact } from '../../../api/contacts';
import { useCan } from '../../../hooks/use-can';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FlagBadges, PartyBadge } from '../ContactBadges';
import { NetworkButton } from '../NetworkButton';
import { ActivityTimeline } from './ActivityTimeline';
import { AttemptsSection } from './AttemptsSection';
import { CampaignStatusSection } from './CampaignStatusSection';
import { ContactInfoSection } from './ContactInfoSection';
import { FactsSection } from './FactsSections';
import { HouseholdSection } from './HouseholdSection';
import { KnownBy } from './KnownBy';
import { NotesSection } from './NotesSection';
import { VotingHistorySection } from './VotingHistorySection';

/**
 * The seven sections (PRODUCT.md, Contact profile), with Export in the header (desktop) or at the foot of the
 * sheet (phone).
 */
export function ContactProfileBody({
  contact,
  isMobile,
  onOpenContact,
}: {
  contact: OpenedContactProfile;
  isMobile: boolean;
  /** Opens another contact's profile in its place (a housemate). */
  onOpenContact: (id: string) => void;
}) {
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
        <FlagBadges contact={contact} />
        {!isMobile && (
          <div className="ml-auto flex gap-2">
            {exportButton}
            <NetworkButton contact={contact} />
          </div>
        )}
      </div>
      {contact.knownBy && <KnownBy knownBy={contact.knownBy} />}
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
        <CampaignStatusSection contact={contact} canEdit={canEdit} />
        <FactsSection contact={contact} name="identity" />
        <FactsSection contact={contact} name="address" />
        {contact.household && (
          <HouseholdSection household={contact.household} onOpenContact={onOpenContact} />
        )}
        <ContactInfoSection contact={contact} canEdit={canEdit} />
        <NotesSection contact={contact} canEdit={canEdit} />
        <FactsSection contact={contact} name="district" />
        {contact.votingHistory && <VotingHistorySection history={contact.votingHistory} />}
        <AttemptsSection contact={contact} />
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
