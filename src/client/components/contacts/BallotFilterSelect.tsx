import { BALLOT_FILTER_LABELS, BALLOT_FILTERS } from '../../../common/ballots.js';
import { Field } from '../ui/field';
import { NativeSelect } from '../ui/native-select';

/** The ballotStatus filter (PRODUCT.md, Election season), for the search filters, the phone sheet and exports. */
export function BallotFilterSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (next: string) => void;
}) {
  return (
    <Field id={id} label="Ballot (election under way)">
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Any ballot or none</option>
        {BALLOT_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {BALLOT_FILTER_LABELS[filter]}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
