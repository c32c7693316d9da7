import { Home } from 'lucide-react';
import { formatCount } from '../../../../common/format.js';
import type { ContactProfile } from '../../../../common/schemas/contacts.js';
import { ProfileSection } from './ProfileSection';

const voters = (n: number) => `${formatCount(n)} ${n === 1 ? 'voter' : 'voters'}`;

/** The other active voters at the same address and ZIP (PRODUCT.md, Contact profile), each opening its profile. */
export function HouseholdSection({
  household,
  onOpenContact,
}: {
  household: NonNullable<ContactProfile['household']>;
  onOpenContact: (id: string) => void;
}) {
  return (
    <ProfileSection title={`Household: ${voters(household.count)}`} icon={Home}>
      {household.others.length === 0 ? (
        <p className="text-sm text-muted-foreground">No other active voters at this address.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-1">
          {household.others.map((other) => (
            <li key={other.id}>
              <button
                type="button"
                className="text-left text-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => onOpenContact(other.id)}
              >
                {other.fullName}
              </button>
            </li>
          ))}
          {household.unlisted > 0 && (
            <li className="text-sm text-muted-foreground">
              and {voters(household.unlisted)} more: search this address to see everyone.
            </li>
          )}
        </ul>
      )}
    </ProfileSection>
  );
}
