import { lastPage, pageItems } from '../../../common/pagination.js';
import { Button } from '../../components/ui/button';

/** Previous / Next; numbered buttons for the first 5 pages, an ellipsis and the last (desktop); "Page X of Y" (mobile). */
export function Pagination({
  page,
  total,
  pageSize,
  isMobile,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  isMobile: boolean;
  onPage: (page: number) => void;
}) {
  const last = lastPage(total, pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {isMobile ? (
        <span className="px-3 text-sm text-muted-foreground" aria-live="polite">
          Page {page} of {last}
        </span>
      ) : (
        pageItems(total, pageSize).map((item) =>
          item.type === 'ellipsis' ? (
            <span key="ellipsis" className="px-2 text-muted-foreground" aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={item.page}
              variant={item.page === page ? 'default' : 'outline'}
              size="sm"
              className="min-w-9"
              aria-current={item.page === page ? 'page' : undefined}
              onClick={() => onPage(item.page)}
            >
              {item.page}
            </Button>
          ),
        )
      )}
      <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
