import { Home, Landmark, type LucideIcon, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { voterStatusLabel } from '../../../../common/contact-display.js';
import {
  CONTACT_FIELDS,
  type ContactFieldDefinition,
  type ContactFieldKey,
  PROFILE_SECTIONS,
  type ProfileSectionName,
} from '../../../../common/contact-fields.js';
import { ageFrom, when } from '../../../../common/format.js';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import { mapSearchUrl } from '../../../lib/map-link';
import { PartyBadge } from '../ContactBadges';
import { InfoList, ProfileSection } from './ProfileSection';

const years = (n: number | null) => (n === null ? null : `${n} ${n === 1 ? 'year' : 'years'}`);

/** How a field's value reads on the profile when it is not shown as it is stored. */
const SHOWN_AS: Partial<Record<ContactFieldKey, (c: ContactProfile) => ReactNode>> = {
  party: (c) => c.party && <PartyBadge party={c.party} />,
  voterStatus: (c) => voterStatusLabel(c.voterStatus),
  addressSource: (c) => (c.addressSource === 'volunteer' ? 'Volunteer' : 'Public record'),
  // A volunteer on the street taps the address to find the door (44 px: a thumb's target).
  streetAddress: (c) =>
    c.streetAddress && (
      <a
        href={mapSearchUrl(c)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-2 hover:underline"
      >
        {c.streetAddress}
      </a>
    ),
};

/** Facts computed from a field, shown right after it. */
const FOLLOWED_BY: Partial<
  Record<ContactFieldKey, [label: string, value: (c: ContactProfile) => ReactNode]>
> = {
  dateOfBirth: ['Age', (c) => ageFrom(c.dateOfBirth)],
  registrationDate: ['Years Registered', (c) => years(ageFrom(c.registrationDate))],
};

function shown(c: ContactProfile, key: ContactFieldKey): ReactNode {
  const custom = SHOWN_AS[key];
  if (custom) return custom(c);
  const value = c[key];
  const field: ContactFieldDefinition = CONTACT_FIELDS[key];
  if (field.type === 'date' && typeof value === 'string') return when(value, 'date', value);
  return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
}

/** A section's fields in the registry's order for it, with the facts computed from them. */
function sectionItems(c: ContactProfile, name: ProfileSectionName): [string, ReactNode][] {
  return PROFILE_SECTIONS[name].fields.flatMap((key): [string, ReactNode][] => {
    const item: [string, ReactNode] = [CONTACT_FIELDS[key].label, shown(c, key)];
    const next = FOLLOWED_BY[key];
    return next ? [item, [next[0], next[1](c)]] : [item];
  });
}

const ICONS: Record<ProfileSectionName, LucideIcon> = {
  identity: UserRound,
  address: Home,
  district: Landmark,
};

/** One section of public facts about the voter, as the contact field registry lays it out. */
export function FactsSection({ contact, name }: { contact: ContactProfile; name: ProfileSectionName }) {
  return (
    <ProfileSection title={PROFILE_SECTIONS[name].title} icon={ICONS[name]}>
      <InfoList items={sectionItems(contact, name)} />
    </ProfileSection>
  );
}
