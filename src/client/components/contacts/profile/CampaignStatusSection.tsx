import { Pencil, Target } from 'lucide-react';
import { useState } from 'react';
import { SUPPORTER_STATUSES, VOLUNTEER_LIKELINESS } from '../../../../shared/constants.js';
import {
  SUPPORTER_LABELS,
  supporterStatusOf,
  VOLUNTEER_LABELS,
  volunteerLikelinessOf,
} from '../../../../shared/contact-display.js';
import type { ContactProfile } from '../../../../shared/schemas/contacts.js';
import { type ContactChanges, useUpdateContact } from '../../../api/contact-mutations';
import { errorStatus } from '../../../api/contacts';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/field';
import { SupporterBadge, VolunteerBadge } from '../badges';
import { InfoList, ProfileSection, SaveCancel } from './ProfileSection';

/** Supporter status and volunteer likeliness: view, Edit, then Save (only what changed) or Cancel. */
export function CampaignStatusSection({ contact, canEdit }: { contact: ContactProfile; canEdit: boolean }) {
  const update = useUpdateContact(contact);
  const [editing, setEditing] = useState(false);
  const current = {
    supporterStatus: supporterStatusOf(contact.supporterStatus),
    volunteerLikeliness: volunteerLikelinessOf(contact.volunteerLikeliness),
  };
  const [draft, setDraft] = useState(current);

  const save = () => {
    const changes: ContactChanges = {};
    if (draft.supporterStatus !== current.supporterStatus) changes.supporterStatus = draft.supporterStatus;
    if (draft.volunteerLikeliness !== current.volunteerLikeliness)
      changes.volunteerLikeliness = draft.volunteerLikeliness;
    if (Object.keys(changes).length === 0) return setEditing(false);
    update.mutate(changes, {
      onSuccess: () => setEditing(false),
      // Someone else saved first: show the reloaded values rather than the stale draft.
      onError: (error) => errorStatus(error) === 409 && setEditing(false),
    });
  };

  const edit = canEdit && !editing && (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => {
        setDraft(current);
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
          <SaveCancel onSave={save} onCancel={() => setEditing(false)} saving={update.isPending} />
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
