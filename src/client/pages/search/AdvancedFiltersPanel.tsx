import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { type AdvancedFilters, activeFilterCount, EMPTY_FILTERS } from '../../../common/contact-search.js';
import { filterErrors } from '../../../common/search-filter-errors.js';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { FilterFields } from './FilterFields';

/**
 * Desktop: a collapsible section whose filters apply as they are set (the page debounces them); a filter the
 * server would refuse says why beside its field as it is typed.
 */
export function AdvancedFiltersPanel({
  value,
  onChange,
}: {
  value: AdvancedFilters;
  onChange: (next: AdvancedFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(value);
  return (
    <div className="rounded-lg border border-border">
      <div className="flex items-center justify-between gap-2 px-2 py-1">
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls="advanced-filters"
          onClick={() => setOpen((o) => !o)}
          className="px-2"
        >
          <SlidersHorizontal aria-hidden="true" />
          Advanced Filters
          {count > 0 && <span className="text-xs text-muted-foreground">({count} active)</span>}
          <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
        {count > 0 && (
          <Button variant="link" size="sm" onClick={() => onChange(EMPTY_FILTERS)}>
            Clear Filters
          </Button>
        )}
      </div>
      {open && (
        <div id="advanced-filters" className="border-t border-border p-4">
          <FilterFields value={value} onChange={onChange} idPrefix="filter" errors={filterErrors(value)} />
        </div>
      )}
    </div>
  );
}
