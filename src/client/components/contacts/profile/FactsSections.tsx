import { Home, Landmark, UserRound } from 'lucide-react';
import { formatCalendarDate, voterStatusLabel } from '../../../../shared/contact-display.js';
import { ageFrom } from '../../../../shared/format.js';
import type { ContactProfile } from '../../../../shared/schemas/contacts.js';
import { PartyBadge } from '../badges';
import { InfoList, ProfileSection } from './ProfileSection';

const years = (n: number | null) => (n === null ? null : `${n} ${n === 1 ? 'year' : 'years'}`);

/** Who the voter is, from the public voter file; age and years registered are computed from the dates. */
export function IdentitySection({ contact: c }: { contact: ContactProfile }) {
  const dob = c.dateOfBirth ? formatCalendarDate(c.dateOfBirth, c.dateOfBirth) : null;
  const registered = c.registrationDate ? formatCalendarDate(c.registrationDate, c.registrationDate) : null;
  return (
    <ProfileSection title="Identity Information" icon={UserRound}>
      <InfoList
        items={[
          ['Full Name', c.fullName],
          ['First Name', c.firstName],
          ['Middle Name', c.middleName],
          ['Last Name', c.lastName],
          ['Suffix', c.suffix],
          ['Date of Birth', dob],
          ['Age', ageFrom(c.dateOfBirth)],
          ['Party', c.party && <PartyBadge party={c.party} />],
          ['Voter Status', voterStatusLabel(c.voterStatus)],
          ['Registration Date', registered],
          ['Years Registered', years(ageFrom(c.registrationDate))],
          ['Voter ID', c.voterId],
          ['System ID', c.systemId],
        ]}
      />
    </ProfileSection>
  );
}

export function AddressSection({ contact: c }: { contact: ContactProfile }) {
  return (
    <ProfileSection title="Address Information" icon={Home}>
      <InfoList
        items={[
          ['Street Address', c.streetAddress],
          ['City', c.city],
          ['State', c.state],
          ['ZIP Code', c.zipCode],
          ['Address Source', c.addressSource === 'volunteer' ? 'Volunteer' : 'Public record'],
        ]}
      />
    </ProfileSection>
  );
}

export function DistrictSection({ contact: c }: { contact: ContactProfile }) {
  return (
    <ProfileSection title="District Information" icon={Landmark}>
      <InfoList
        items={[
          ['Precinct', c.precinct],
          ['Congressional District', c.district],
          ['House District', c.houseDistrict],
          ['Senate District', c.senateDistrict],
          ['County Commission District', c.commissionDistrict],
          ['School Board District', c.schoolBoardDistrict],
        ]}
      />
    </ProfileSection>
  );
}
