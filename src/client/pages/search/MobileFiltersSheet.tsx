import { useState } from 'react';
import { type AdvancedFilters, EMPTY_FILTERS } from '../../../common/contact-search.js';
import { filterErrors, hasFilterErrors } from '../../../common/search-filter-errors.js';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { FilterFields } from './FilterFields';

/**
 * Mobile: the filters in a bottom sheet, applied only on Apply Filters. The draft starts as a copy of the
 * applied filters each time the sheet opens (its content mounts on open); Cancel drops it. Filters the server
 * would refuse keep the sheet open, the reason beside the field.
 */
export function MobileFiltersSheet({
  open,
  onOpenChange,
  applied,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applied: AdvancedFilters;
  onApply: (next: AdvancedFilters) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="bottom" title="Filters">
        <FiltersDraft
          initial={applied}
          onCancel={() => onOpenChange(false)}
          onApply={(next) => {
            onApply(next);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function FiltersDraft({
  initial,
  onCancel,
  onApply,
}: {
  initial: AdvancedFilters;
  onCancel: () => void;
  onApply: (next: AdvancedFilters) => void;
}) {
  const [draft, setDraft] = useState(initial);
  // Shown once Apply Filters was refused, then kept up to date as the fields are corrected.
  const [checked, setChecked] = useState(false);
  const errors = filterErrors(draft);
  const apply = () => {
    if (hasFilterErrors(errors)) setChecked(true);
    else onApply(draft);
  };
  return (
    <div className="grid gap-6">
      <FilterFields value={draft} onChange={setDraft} idPrefix="sheet" errors={checked ? errors : {}} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={() => setDraft(EMPTY_FILTERS)}>
          Clear All
        </Button>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={apply}>Apply Filters</Button>
        </div>
      </div>
    </div>
  );
}
