import type { SupporterStatus, VolunteerLikeliness } from '../../../common/constants.js';
import {
  type PartyTone,
  partyTone,
  supporterLabel,
  supporterStatusOf,
  volunteerLabel,
  volunteerLikelinessOf,
} from '../../../common/contact-display.js';
import { partyName } from '../../../common/parties.js';
import { cn } from '../../lib/utils';
import { Badge } from '../ui/badge';

const PARTY_CLASSES: Record<PartyTone, string> = {
  DEM: 'border-blue-300 bg-blue-100 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
  REP: 'border-red-300 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  NPA: 'border-slate-300 bg-slate-100 text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200',
  IND: 'border-purple-300 bg-purple-100 text-purple-800 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-200',
  GRE: 'border-green-300 bg-green-100 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  LIB: 'border-yellow-300 bg-yellow-100 text-yellow-800 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200',
};

export function PartyBadge({ party }: { party: string | null }) {
  if (!party) return <span className="text-muted-foreground">—</span>;
  const tone = partyTone(party);
  const name = partyName(party);
  // The name on hover (and as the badge's description for screen readers): "NPA" means little to a newcomer.
  return (
    <Badge className={cn(tone ? PARTY_CLASSES[tone] : 'text-muted-foreground')} title={name ?? undefined}>
      {party}
    </Badge>
  );
}

const SUPPORTER_CLASSES: Record<SupporterStatus, string> = {
  'confirmed-supporter':
    'border-green-300 bg-green-100 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  'likely-supporter':
    'border-emerald-200 bg-emerald-50 text-emerald-700 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  opposition: 'border-red-300 bg-red-100 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  unknown: 'text-muted-foreground',
};

export function SupporterBadge({ status }: { status: string | null }) {
  return <Badge className={SUPPORTER_CLASSES[supporterStatusOf(status)]}>{supporterLabel(status)}</Badge>;
}

const VOLUNTEER_CLASSES: Record<VolunteerLikeliness, string> = {
  'confirmed-volunteer':
    'border-blue-300 bg-blue-100 text-blue-800 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
  'likely-to-volunteer':
    'border-sky-200 bg-sky-50 text-sky-700 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200',
  'will-not-volunteer':
    'border-orange-300 bg-orange-100 text-orange-800 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200',
  unknown: 'text-muted-foreground',
};

export function VolunteerBadge({ status }: { status: string | null }) {
  return <Badge className={VOLUNTEER_CLASSES[volunteerLikelinessOf(status)]}>{volunteerLabel(status)}</Badge>;
}

/** Do not contact, moved, deceased: shown on results, profiles and lists wherever the voter appears. */
export function FlagBadges({
  contact,
}: {
  contact: { doNotContact: boolean; moved: boolean; deceased: boolean };
}) {
  return (
    <>
      {contact.doNotContact && (
        <Badge className="border-red-400 bg-red-600 text-white dark:border-red-700 dark:bg-red-700">
          Do not contact
        </Badge>
      )}
      {contact.moved && (
        <Badge className="border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200">
          Moved
        </Badge>
      )}
      {contact.deceased && (
        <Badge className="border-slate-400 bg-slate-200 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
          Deceased
        </Badge>
      )}
    </>
  );
}
