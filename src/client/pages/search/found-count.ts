/**
 * The number of matches as the results show it. Counting stops at the cap (the server says `capped`), so above
 * it the figure is the cap with a plus, "10,000+"; at or below it the figure is exact.
 */
import { formatCount } from '../../../common/format.js';
export function shownTotal(total: number, capped: boolean) {
  return `${formatCount(total)}${capped ? '+' : ''}`;
}
