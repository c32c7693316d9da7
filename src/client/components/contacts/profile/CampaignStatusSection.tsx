import { Target } from 'lucide-react';
import { SUPPORTER_STATUSES, VOLUNTEER_LIKELINESS } from '../../../../common/constants.js';
import {
  SUPPORTER_LABELS,
  supporterStatusOf,
  VOLUNTEER_LABELS,
  volunteerLikelinessOf,
} from '../../../../common/contact-display.js';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import type { ContactChanges } from '../../../hooks/use-contacts';
import { SelectField } from '../../ui/field';
import { SupporterBadge, VolunteerBadge } from '../ContactBadges';
import { EditButton, InfoList, ProfileSection, SaveCancel } from './ProfileSection';
import { useProfileEdit } from './use-profile-edit';

type StatusDraft = {
  supporterStatus: (typeof SUPPORTER_STATUSES)[number];
  volunteerLikeliness: (typeof VOLUNTEER_LIKELINESS)[number];
};

const isStatusDraft = (value: unknown): value is StatusDraft => {
  const v = value as Partial<StatusDraft> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (SUPPORTER_STATUSES as readonly unknown[]).includes(v.supporterStatus) &&
    (VOLUNTEER_LIKELINESS as readonly unknown[]).includes(v.volunteerLikeliness)
  );
};

/** Supporter status and volunteer likeliness: view, Edit, then Save (only what changed) or Cancel. */
export function CampaignStatusSection({ contact, canEdit }: { contact: ContactProfile; canEdit: boolean }) {
  const current: StatusDraft = {
    supporterStatus: supporterStatusOf(contact.supporterStatus),
    volunteerLikeliness: volunteerLikelinessOf(contact.volunteerLikeliness),
  };
  const { editing, draft, setDraft, start, stop, save, saving } = useProfileEdit({
    contact,
    draftName: 'status',
    isDraft: isStatusDraft,
    current,
    changesOf: (draft): ContactChanges => ({
      ...(draft.supporterStatus !== current.supporterStatus && { supporterStatus: draft.supporterStatus }),
      ...(draft.volunteerLikeliness !== current.volunteerLikeliness && {
        volunteerLikeliness: draft.volunteerLikeliness,
      }),
    }),
  });
  const edit = canEdit && !editing && <EditButton onClick={start} />;

  return (
    <ProfileSection title="Campaign Status" icon={Target} action={edit}>
      {editing ? (
        <div className="grid gap-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              id="edit-supporter-status"
              label="Supporter Status"
              value={draft.supporterStatus}
              options={SUPPORTER_STATUSES.map((s) => [s, SUPPORTER_LABELS[s]] as const)}
              onValueChange={(supporterStatus) => setDraft({ ...draft, supporterStatus })}
            />
            <SelectField
              id="edit-volunteer-likeliness"
              label="Volunteer Likeliness"
              value={draft.volunteerLikeliness}
              options={VOLUNTEER_LIKELINESS.map((v) => [v, VOLUNTEER_LABELS[v]] as const)}
              onValueChange={(volunteerLikeliness) => setDraft({ ...draft, volunteerLikeliness })}
            />
          </div>
          <SaveCancel onSave={save} onCancel={stop} saving={saving} />
        </div>
      ) : (
        <InfoList
          items={[
            ['Supporter Status', <SupporterBadge key="s" status={contact.supporterStatus} />],
            ['Volunteer Likeliness', <VolunteerBadge key="v" status={contact.volunteerLikeliness} />],
          ]}
        />
      )}
    </ProfileSection>
  );
}
