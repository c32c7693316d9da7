import { SearchX } from 'lucide-react';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants.js';
import { shownRange } from '../../../shared/pagination.js';
import type { SearchResponse } from '../../../shared/schemas/contacts.js';
import { errorStatus } from '../../api/contacts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { serverMessage } from '../../lib/queryClient';
import { Pagination } from './Pagination';
import { ResultCards } from './ResultCards';
import { ResultsTable } from './ResultsTable';
import { SKELETON_KEYS } from './skeleton';

const SKELETON_ROWS = SKELETON_KEYS.length;
const count = (n: number) => n.toLocaleString('en-US');

/** "Search Results": the count, the table (desktop) or cards (mobile), the empty and error states, paging. */
export function SearchResults({
  data,
  isLoading,
  error,
  page,
  isMobile,
  onPage,
  onOpen,
}: {
  data: SearchResponse | undefined;
  isLoading: boolean;
  error: unknown;
  page: number;
  isMobile: boolean;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const total = data?.total ?? 0;
  const contacts = data?.contacts ?? [];
  // The server may use smaller pages than asked for (the Max Search Results setting).
  const pageSize = data?.pageSize ?? SEARCH_PAGE_SIZE;
  const { from, to } = shownRange(page, pageSize, total);
  const List = isMobile ? ResultCards : ResultsTable;

  let body: React.ReactNode;
  if (error && !isLoading) {
    body = (
      <div role="alert" className="py-10 text-center">
        <p className="font-medium text-destructive">Search failed. Please try again.</p>
        {errorStatus(error) === 400 && (
          <p className="mt-1 text-sm text-muted-foreground">{serverMessage(error, '')}</p>
        )}
      </div>
    );
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
        <CardTitle>Search Results</CardTitle>
        {data && !isLoading && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Found {count(total)} contacts
          </p>
        )}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {body}
        {data && !isLoading && total > 0 && (
          <div className="flex flex-col items-center justify-between gap-3 border-t border-border pt-4 md:flex-row">
            <p className="text-sm text-muted-foreground">
              Showing {count(from)}-{count(to)} of {count(total)} results
            </p>
            <Pagination page={page} total={total} pageSize={pageSize} isMobile={isMobile} onPage={onPage} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
