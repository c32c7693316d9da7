import { Pencil, Target } from 'lucide-react';
import { useState } from 'react';
import { SUPPORTER_STATUSES, VOLUNTEER_LIKELINESS } from '../../../../common/constants.js';
import {
  SUPPORTER_LABELS,
  supporterStatusOf,
  VOLUNTEER_LABELS,
  volunteerLikelinessOf,
} from '../../../../common/contact-display.js';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import { errorStatus } from '../../../api/api-error';
import { type ContactChanges, useUpdateContact } from '../../../api/contacts';
import { useDeviceDraft } from '../../../hooks/use-device-draft';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/field';
import { SupporterBadge, VolunteerBadge } from '../ContactBadges';
import { InfoList, ProfileSection, SaveCancel } from './ProfileSection';

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
  const update = useUpdateContact(contact);
  const kept = useDeviceDraft(`${contact.id}:status`, isStatusDraft);
  const [editing, setEditing] = useState(kept.restored !== null);
  const current: StatusDraft = {
    supporterStatus: supporterStatusOf(contact.supporterStatus),
    volunteerLikeliness: volunteerLikelinessOf(contact.volunteerLikeliness),
  };
  const [draft, setDraftState] = useState(kept.restored ?? current);
  const setDraft = (next: StatusDraft) => {
    setDraftState(next);
    kept.keep(next);
  };
  const stop = () => {
    kept.clear();
    setEditing(false);
  };

  const save = () => {
    const changes: ContactChanges = {};
    if (draft.supporterStatus !== current.supporterStatus) changes.supporterStatus = draft.supporterStatus;
    if (draft.volunteerLikeliness !== current.volunteerLikeliness)
      changes.volunteerLikeliness = draft.volunteerLikeliness;
    if (Object.keys(changes).length === 0) return stop();
    update.mutate(changes, {
      onSuccess: stop,
      // Someone else saved first: show the reloaded values rather than the stale draft.
      onError: (error) => errorStatus(error) === 409 && stop(),
    });
  };

  const edit = canEdit && !editing && (
    <Button
      variant="ghost"
      size="sm"
      className="min-h-11"
      onClick={() => {
        setDraftState(current);
        setEditing(true);
      }}
    >
      <Pencil aria-hidden="true" /> Edit
    </Button>
  );

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
          <SaveCancel onSave={save} onCancel={stop} saving={update.isPending} />
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
