/** Result paging: the first 5 page buttons, an ellipsis and the last page. */
import { MAX_PAGE_BUTTONS } from './constants.js';

export const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The page kept between 1 and the last page. */
export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), lastPage(total, pageSize));
}

export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis' };

/** Numbered buttons for up to the first 5 pages; with more pages, an ellipsis and the last page. */
export function pageItems(total: number, pageSize: number, maxButtons = MAX_PAGE_BUTTONS): PageItem[] {
  const last = lastPage(total, pageSize);
  const items: PageItem[] = [];
  for (let page = 1; page <= Math.min(last, maxButtons); page++) items.push({ type: 'page', page });
  if (last > maxButtons) items.push({ type: 'ellipsis' }, { type: 'page', page: last });
  return items;
}

/** The "a-b" of "Showing a-b of N results": 0-0 when there is nothing to show. */
export function shownRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (clampPage(page, total, pageSize) - 1) * pageSize + 1;
  return { from, to: Math.min(from + pageSize - 1, total) };
}
