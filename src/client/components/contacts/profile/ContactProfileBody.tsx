import { Download } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { voterStatusLabel } from '../../../../common/contact-display.js';
import type { OpenedContactProfile } from '../../../../common/schemas/contacts.js';
import { useCan } from '../../../hooks/use-can';
import { useExportContact } from '../../../hooks/use-contacts';
import { useReturnAfterLeaving } from '../../../hooks/use-return-after-leaving';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { FlagBadges, PartyBadge } from '../ContactBadges';
import { NetworkButton } from '../NetworkButton';
import { ActivityTimeline } from './ActivityTimeline';
import { AttemptsSection } from './AttemptsSection';
import { BallotLine } from './BallotLine';
import { CallFollowUp } from './CallFollowUp';
import { CampaignStatusSection } from './CampaignStatusSection';
import { ContactInfoSection } from './ContactInfoSection';
import { PHONE_KIND } from './channel-kinds';
import { FactsSection } from './FactsSections';
import { HouseholdSection } from './HouseholdSection';
import { KnownBy } from './KnownBy';
import { NotesSection } from './NotesSection';
import { QuickActions } from './QuickActions';
import { VotingHistorySection } from './VotingHistorySection';

/**
 * The seven sections (PRODUCT.md, Contact profile), with Export in the header (desktop) or at the foot of the
 * sheet (phone). On a phone the actions come first (call, text, record a result), then what volunteers keep
 * (status, notes, phones), then who the voter is. A number tapped to call asks, once the person is back on the
 * page, how the call went.
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
  const canRecord = useCan('lists:work');
  const exporter = useExportContact(contact);
  const [call, setCall] = useState<{ phoneId: string; at: number } | null>(null);
  const backFromCall = useReturnAfterLeaving(call?.at ?? null);
  const calledPhone = call && contact.phones.find((p) => p.id === call.phoneId);
  // Any call link of the profile (the actions, the phone list): which number it dials.
  const noteCall = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a[href^="tel:"]')?.getAttribute('href');
    const phone = href && contact.phones.find((p) => PHONE_KIND.href(p.phoneNumber) === href);
    if (phone && canRecord && !contact.doNotContact) setCall({ phoneId: phone.id, at: Date.now() });
  };
  const exportButton = (
    <Button variant="outline" size="sm" onClick={() => exporter.mutate()} disabled={exporter.isPending}>
      <Download aria-hidden="true" />
      {exporter.isPending ? 'Exporting...' : 'Export'}
    </Button>
  );
  const followUp = backFromCall && calledPhone && (
    <CallFollowUp key={call.at} contact={contact} phone={calledPhone} onDone={() => setCall(null)} />
  );
  const household = contact.household && (
    <HouseholdSection household={contact.household} onOpenContact={onOpenContact} />
  );
  const history = (
    <>
      {contact.votingHistory && <VotingHistorySection history={contact.votingHistory} />}
      <div className="md:col-span-2">
        <ActivityTimeline contact={contact} />
      </div>
    </>
  );
  return (
    <div className="grid grid-cols-1 gap-4" onClickCapture={noteCall}>
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
      {contact.ballot && <BallotLine ballot={contact.ballot} />}
      {contact.knownBy && <KnownBy knownBy={contact.knownBy} />}
      {followUp}
      {isMobile ? (
        <div className="grid grid-cols-1 items-start gap-4">
          <QuickActions contact={contact} canRecord={canRecord} />
          <CampaignStatusSection contact={contact} canEdit={canEdit} />
          <NotesSection contact={contact} canEdit={canEdit} />
          <ContactInfoSection contact={contact} canEdit={canEdit} />
          <AttemptsSection contact={contact} withRecord={false} />
          {household}
          <FactsSection contact={contact} name="identity" />
          <FactsSection contact={contact} name="address" />
          <FactsSection contact={contact} name="district" />
          {history}
        </div>
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2">
          <CampaignStatusSection contact={contact} canEdit={canEdit} />
          <FactsSection contact={contact} name="identity" />
          <FactsSection contact={contact} name="address" />
          {household}
          <ContactInfoSection contact={contact} canEdit={canEdit} />
          <NotesSection contact={contact} canEdit={canEdit} />
          <FactsSection contact={contact} name="district" />
          <AttemptsSection contact={contact} />
          {history}
        </div>
      )}
      {isMobile && (
        <div className="flex justify-end gap-2">
          {exportButton}
          <NetworkButton contact={contact} />
        </div>
      )}
    </div>
  );
}
