/** Where the next door (or voter) without a result is: on this page, on another page, or nowhere. */
export type NextUnattempted =
  | { kind: 'scroll'; index: number }
  | { kind: 'page'; page: number; searchFrom: number }
  | { kind: 'none' };

/**
 * Looks after card `after` on this page, then on the following pages, then from the first page round to the page
 * the search began on (`searchFrom`, null when it begins here), whose earlier cards are looked at last: doors
 * skipped on earlier pages are found too, and the search ends after one round.
 */
export function nextUnattempted({
  attempted,
  after,
  page,
  nextPage,
  searchFrom,
}: {
  attempted: boolean[];
  after: number;
  page: number;
  nextPage: number | null;
  searchFrom: number | null;
}): NextUnattempted {
  const index = attempted.findIndex((done, i) => i > after && !done);
  if (index !== -1) return { kind: 'scroll', index };
  // Back round to where the search began: every page has been looked at.
  if (searchFrom === page) return { kind: 'none' };
  const following = nextPage ?? 1;
  if (following === page) {
    const earlier = attempted.findIndex((done) => !done);
    return earlier === -1 ? { kind: 'none' } : { kind: 'scroll', index: earlier };
  }
  return { kind: 'page', page: following, searchFrom: searchFrom ?? page };
}
