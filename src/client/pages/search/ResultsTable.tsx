import { ageFrom } from '../../../common/format.js';
import type { ContactSummary, SearchResult } from '../../../common/schemas/contacts.js';
import {
  FlagBadges,
  PartyBadge,
  SupporterBadge,
  VolunteerBadge,
} from '../../components/contacts/ContactBadges';
import { NetworkHeart } from '../../components/contacts/NetworkButton';
import { useNetworkContactIds } from '../../hooks/use-networks';
import { NicknameMark } from './NicknameMark';
import { hasShownAddress, ResultAddress } from './ResultAddress';
import { SKELETON_KEYS } from './skeleton';

const COLUMNS = ['Name', 'Age', 'Location', 'Party', 'Supporter', 'Volunteer'];
const cell = 'px-4 py-3 align-middle';

/** Desktop results: a row opens the profile (the name is the keyboard's way in). */
export function ResultsTable({
  contacts,
  loadingRows,
  onOpen,
}: {
  /** Search results (with how each matched the name) or similar names (without). */
  contacts: (ContactSummary & Partial<Pick<SearchResult, 'match'>>)[];
  loadingRows: number;
  onOpen: (id: string) => void;
}) {
  const inNetwork = useNetworkContactIds();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-border text-xs uppercase text-muted-foreground">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-4 py-2 font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loadingRows > 0
            ? SKELETON_KEYS.slice(0, loadingRows).map((key) => (
                <tr key={key} data-testid="result-skeleton" className="border-b border-border">
                  {COLUMNS.map((c) => (
                    <td key={c} className={cell}>
                      <div className="h-4 w-full max-w-32 animate-pulse rounded bg-muted" />
                    </td>
                  ))}
                </tr>
              ))
            : contacts.map((c) => (
                <tr
                  key={c.id}
                  onClick={() => onOpen(c.id)}
                  className="cursor-pointer border-b border-border transition-colors hover:bg-accent/60"
                >
                  <td className={cell}>
                    <span className="flex items-center gap-2">
                      <button
                        type="button"
                        className="text-left font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                        onClick={(e) => {
                          e.stopPropagation();
                          onOpen(c.id);
                        }}
                      >
                        {c.fullName}
                      </button>
                      {c.match === 'nickname' && <NicknameMark />}
                      {inNetwork.has(c.id) && <NetworkHeart />}
                      <FlagBadges contact={c} />
                    </span>
                  </td>
                  <td className={cell}>{ageFrom(c.dateOfBirth) ?? '—'}</td>
                  <td className={cell}>
                    {hasShownAddress(c) ? (
                      <ResultAddress contact={c} cityClassName="text-xs text-muted-foreground" />
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={cell}>
                    <PartyBadge party={c.party} />
                  </td>
                  <td className={cell}>
                    <SupporterBadge status={c.supporterStatus} />
                  </td>
                  <td className={cell}>
                    <VolunteerBadge status={c.volunteerLikeliness} />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}
