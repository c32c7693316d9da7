import { SearchX, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { SEARCH_PAGE_SIZE } from '../../../common/constants.js';
import { formatCount as count } from '../../../common/format.js';
import { shownRange } from '../../../common/pagination.js';
import type { SearchResponse } from '../../../common/schemas/contacts.js';
import { errorCode, errorMessage, errorStatus, NETWORK_FAILURE_STATUS } from '../../api/api-error';
import { SEARCH_WAITS_FOR_SIGNAL, WaitingForSignal } from '../../components/offline/WaitingForSignal';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { shownTotal } from './found-count';
import { Pagination } from './Pagination';
import { ResultCards } from './ResultCards';
import { ResultsTable } from './ResultsTable';
import { SKELETON_KEYS } from './skeleton';

const SKELETON_ROWS = SKELETON_KEYS.length;

const SEARCH_FAILED = 'Search failed. Please try again.';

export const FIRST_PAGE_ONLY_HINT = 'Add a name or a street address to see more than the first page.';

/** "Search Results": the count, the table (desktop) or cards (mobile), the empty and error states, paging. */
export function SearchResults({
  data,
  isLoading,
  waitingForSignal = false,
  error,
  page,
  isMobile,
  firstPageOnly = false,
  noCriteria = false,
  canAddVoters = false,
  onPage,
  onOpen,
}: {
  data: SearchResponse | undefined;
  isLoading: boolean;
  /** No connection, and this search was never answered on this device: it goes out when the signal returns. */
  waitingForSignal?: boolean;
  error: unknown;
  page: number;
  isMobile: boolean;
  /** A non-admin's search without criteria: the server gives the first page only. */
  firstPageOnly?: boolean;
  /** No name, address or filter: an empty answer then means there are no voters at all. */
  noCriteria?: boolean;
  /** An admin, who can load demo voters or import the voter file. */
  canAddVoters?: boolean;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const total = data?.total ?? 0;
  const totalText = shownTotal(total, data?.capped ?? false);
  const contacts = data?.contacts ?? [];
  // The server may use smaller pages than asked for (the Max Search Results setting).
  const pageSize = data?.pageSize ?? SEARCH_PAGE_SIZE;
  const { from, to } = shownRange(page, pageSize, total);
  const List = isMobile ? ResultCards : ResultsTable;
  const heading = useRef<HTMLHeadingElement>(null);
  // At once, never smoothly: on a slow phone Chromium dropped the smooth scroll when the page's height changed
  // under it (the skeleton, then the results), leaving the phone at the bottom of the new page.
  const headingToTop = () => heading.current?.scrollIntoView({ behavior: 'auto', block: 'start' });
  // Set while a turned-to page is still loading: once it is shown, the heading is brought to the top again (a
  // short skeleton may have kept it lower).
  const scrollWhenShown = useRef(false);
  // Another page starts at its top: the heading comes into view and takes the focus, so a phone does not stay at
  // the bottom of the new page and a screen reader starts reading the new results.
  const turnTo = (next: number) => {
    onPage(next);
    heading.current?.focus({ preventScroll: true });
    headingToTop();
    scrollWhenShown.current = true;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the turned-to page's results are on screen.
  useEffect(() => {
    if (!scrollWhenShown.current || isLoading) return;
    scrollWhenShown.current = false;
    headingToTop();
  }, [isLoading, data]);

  // Without signal, results loaded earlier (kept on the device) still show rather than the failure.
  const failed = error && !isLoading && !(data && errorStatus(error) === NETWORK_FAILURE_STATUS);
  let body: React.ReactNode;
  if (waitingForSignal && !data) {
    body = <WaitingForSignal message={SEARCH_WAITS_FOR_SIGNAL} />;
  } else if (failed) {
    // Bad criteria, or the read budget reached (the message says when reading resumes): trying again would not
    // help, so the server's reason stands alone.
    const refused = errorCode(error) === 'invalid_input' || errorCode(error) === 'read_budget_spent';
    body = (
      <div role="alert" className="py-10 text-center font-medium text-destructive">
        {refused ? errorMessage(error, SEARCH_FAILED) : SEARCH_FAILED}
      </div>
    );
  } else if (!isLoading && data && noCriteria && total === 0) {
    body = <NoVotersYet canAddVoters={canAddVoters} />;
  } else if (!isLoading && contacts.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <SearchX className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No contacts found matching your search criteria.</p>
        <p className="text-sm text-muted-foreground">Try adjusting your search terms or filters.</p>
      </div>
    );
  } else {
    body = <List contacts={contacts} loadingRows={isLoading ? SKELETON_ROWS : 0} onOpen={onOpen} />;
  }

  return (
    <Card aria-busy={isLoading}>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle ref={heading} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
          Search Results
        </CardTitle>
        {data && !isLoading && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Found {totalText} contacts
          </p>
        )}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {body}
        {data && !isLoading && !error && data.similar && data.similar.length > 0 && (
          <section
            aria-labelledby="similar-names"
            className="grid grid-cols-1 gap-3 border-t border-border pt-4"
          >
            <h3 id="similar-names" className="font-medium">
              Similar names
            </h3>
            <List contacts={data.similar} loadingRows={0} onOpen={onOpen} />
          </section>
        )}
        {data && !isLoading && total > 0 && (
          <div className="flex flex-col items-center justify-between gap-3 border-t border-border pt-4 md:flex-row">
            <p className="text-sm text-muted-foreground">
              Showing {count(from)}-{count(to)} of {totalText} results
            </p>
            {firstPageOnly && total > pageSize ? (
              <p className="text-sm text-muted-foreground">{FIRST_PAGE_ONLY_HINT}</p>
            ) : (
              <Pagination page={page} total={total} pageSize={pageSize} isMobile={isMobile} onPage={turnTo} />
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The voter file is empty (a fresh install, or after a wipe): say so, and how voters get in. */
function NoVotersYet({ canAddVoters }: { canAddVoters: boolean }) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center">
      <Users className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">No voters to search yet.</p>
      {canAddVoters ? (
        <>
          <p className="text-sm text-muted-foreground">
            Load demo voters to try Groundwork, or import the county's voter file.
          </p>
          <Link href="/welcome" className={buttonVariants({ className: 'mt-2' })}>
            Add voters
          </Link>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          An administrator has not imported the voter file yet. Voters appear here once they have.
        </p>
      )}
    </div>
  );
}
