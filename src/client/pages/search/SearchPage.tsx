import { Filter, ListPlus, UserCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { hasNameOrAddress } from '../../../common/contact-filters.js';
import {
  type AdvancedFilters,
  activeFilterCount,
  EMPTY_NAMES,
  hasNames,
  type NameFilters,
  searchCriteria,
  searchQueryString,
} from '../../../common/contact-search.js';
import { lastPage } from '../../../common/pagination.js';
import { ContactProfileDialog } from '../../components/contacts/profile/ContactProfileDialog';
import { MakeListDialog } from '../../components/lists/MakeListDialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useCan } from '../../hooks/use-can';
import { useContactSearch } from '../../hooks/use-contacts';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { AdvancedFiltersPanel } from './AdvancedFiltersPanel';
import { shownTotal } from './found-count';
import { MobileFiltersSheet } from './MobileFiltersSheet';
import { NameInputs } from './NameInputs';
import { SearchResults } from './SearchResults';
import { forgetSearchLink, restoreSearch, saveSearch } from './search-state';

export const SEARCH_DEBOUNCE_MS = 300;

/** Search Contacts (PRODUCT.md, Search): names, the Supporters quick filter, advanced filters, results and paging. */
export default function SearchPage() {
  const isMobile = useIsMobile();
  const isAdmin = useCan('admin:manage');
  const [restored] = useState(restoreSearch);
  const [names, setNames] = useState<NameFilters>(restored.names);
  const [filters, setFilters] = useState<AdvancedFilters>(restored.filters);
  const [supportersOnly, setSupportersOnly] = useState(restored.supportersOnly);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(restored.openId);
  const canMakeLists = useCan('lists:work');
  const [makingList, setMakingList] = useState(false);

  const typed = searchCriteria({ names, filters, supportersOnly });
  // Typing and desktop filters settle for a moment before a request goes out.
  const criteria = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // The page belongs to one set of criteria: any change to them starts again at page 1.
  const [paging, setPaging] = useState({ criteria, page: restored.page });
  const page = paging.criteria === criteria ? paging.page : 1;
  const setPage = (next: number) => setPaging({ criteria, page: Math.max(1, next) });

  const search = useContactSearch(searchQueryString(criteria, page));
  const last = search.data ? lastPage(search.data.total, search.data.pageSize) : null;
  // Fewer results than before (an edit moved contacts out of the filter): stay within the last page.
  useEffect(() => {
    if (last !== null && paging.page > last) setPaging((p) => ({ ...p, page: last }));
  }, [last, paging.page]);

  useEffect(() => {
    saveSearch({ names, filters, supportersOnly, page, openId });
  }, [names, filters, supportersOnly, page, openId]);
  useEffect(forgetSearchLink, []);

  const filterCount = activeFilterCount(filters);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Search Contacts</h1>
        <p className="mt-1 text-muted-foreground">
          Find voters by name, then open a profile to record what you learn.
        </p>
      </div>
      <Card>
        <CardContent className="grid grid-cols-1 gap-4 pt-6">
          <NameInputs value={names} onChange={setNames} />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant={supportersOnly ? 'default' : 'outline'}
              size="sm"
              aria-pressed={supportersOnly}
              onClick={() => setSupportersOnly((on) => !on)}
            >
              <UserCheck aria-hidden="true" />
              Supporters
            </Button>
            {isMobile && (
              <Button variant="outline" size="sm" onClick={() => setSheetOpen(true)}>
                <Filter aria-hidden="true" />
                Filters
                {filterCount > 0 && <span className="text-xs">({filterCount})</span>}
              </Button>
            )}
            {hasNames(names) && (
              <Button variant="ghost" size="sm" onClick={() => setNames(EMPTY_NAMES)}>
                <X aria-hidden="true" />
                Clear Names
              </Button>
            )}
            {!isMobile && canMakeLists && (
              <Button variant="outline" size="sm" className="ml-auto" onClick={() => setMakingList(true)}>
                <ListPlus aria-hidden="true" />
                Make a List
              </Button>
            )}
          </div>
          {!isMobile && <AdvancedFiltersPanel value={filters} onChange={setFilters} />}
        </CardContent>
      </Card>
      <SearchResults
        data={search.data}
        isLoading={search.isLoading}
        waitingForSignal={search.fetchStatus === 'paused'}
        error={search.error}
        page={last === null ? page : Math.min(page, last)}
        isMobile={isMobile}
        firstPageOnly={!isAdmin && !hasNameOrAddress(Object.fromEntries(new URLSearchParams(criteria)))}
        noCriteria={criteria === ''}
        canAddVoters={isAdmin}
        onPage={setPage}
        onOpen={setOpenId}
      />
      {isMobile && (
        <MobileFiltersSheet
          open={sheetOpen}
          onOpenChange={setSheetOpen}
          applied={filters}
          onApply={setFilters}
        />
      )}
      <ContactProfileDialog contactId={openId} onClose={() => setOpenId(null)} />
      {/* What is typed, not what the search has caught up with: the list is of the filters on screen. */}
      {makingList && (
        <MakeListDialog
          open
          criteria={typed}
          matching={
            search.data && !search.isFetching && criteria === typed
              ? shownTotal(search.data.total, search.data.capped ?? false)
              : undefined
          }
          onClose={() => setMakingList(false)}
        />
      )}
    </div>
  );
}
