import { electionLabel } from '../../../common/vote-history.js';
import { useElections } from '../../hooks/use-contacts';
import { Field } from '../ui/field';
import { NativeSelect } from '../ui/native-select';

/** The turnout filters' values as the selects hold them: '' for any. */
export type TurnoutFilterValues = { minRecentGenerals?: string; votedIn?: string };

/**
 * "Votes in general elections" (at least N of the last 4) and "Voted in" (one election of the imported vote
 * history), for the search filters and the export form alike. Ids are `${idPrefix}-recent-generals` and
 * `${idPrefix}-voted-in`.
 */
export function TurnoutFilterSelects({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: TurnoutFilterValues;
  onChange: (next: TurnoutFilterValues) => void;
}) {
  const elections = useElections();
  const generalsId = `${idPrefix}-recent-generals`;
  const votedInId = `${idPrefix}-voted-in`;
  return (
    <>
      <Field id={generalsId} label="Votes in general elections">
        <NativeSelect
          id={generalsId}
          value={value.minRecentGenerals ?? ''}
          onChange={(e) => onChange({ ...value, minRecentGenerals: e.target.value })}
        >
          <option value="">Any</option>
          {[1, 2, 3, 4].map((n) => (
            <option key={n} value={String(n)}>
              {n === 4 ? 'All 4 of the last 4' : `${n}+ of the last 4`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={votedInId} label="Voted in">
        <NativeSelect
          id={votedInId}
          value={value.votedIn ?? ''}
          onChange={(e) => onChange({ ...value, votedIn: e.target.value })}
        >
          <option value="">Any election</option>
          {value.votedIn && !elections.data?.some((e) => e.date === value.votedIn) && (
            <option value={value.votedIn}>{value.votedIn}</option>
          )}
          {(elections.data ?? []).map((e) => (
            <option key={`${e.date}-${e.type}`} value={e.date}>
              {electionLabel(e)}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  );
}
