/**
 * Search totals remembered per filter set. Counting the matches is most of a search's cost at a million
 * contacts (a two-letter name prefix matches tens of thousands of rows), and the same filters come back
 * all the time: the next page, the same name typed by another volunteer, the Supporters quick filter.
 *
 * A remembered total is the real count. A trigger on `contacts` (migration 0007) marks every statement
 * that changes a column a search filters on, whoever runs it:
 * - it moves the sequence `gw_contacts_generation` on. Every search reads the sequence in its own statement
 *   and uses a total only if it was counted at the same value, so a change committed before the search
 *   started is always seen, on any instance;
 * - it sends NOTIFY at commit. Each instance LISTENs and forgets its totals when it hears one, which covers
 *   a change that committed while a total was being counted (the sequence had already moved, the count's
 *   snapshot did not see the rows yet). Until the message arrives (milliseconds) such a total may be short.
 * Nothing is remembered while the instance is not listening (starting, connection lost).
 */
import type { Database } from '../db/client.js';

export const CONTACTS_CHANNEL = 'gw_contacts_changed';
/** Enough for the filter sets a campaign's volunteers use in a while; the oldest goes first. */
const MAX_TOTALS = 20_000;
/** Ages in filters count from today; a total older than this is counted again. */
const MAX_AGE_MS = 60_000;

interface Remembered {
  total: number;
  generation: string;
  at: number;
}

export class SearchTotals {
  #trusted: boolean;
  /** Bumped whenever a change is heard or listening starts or stops. */
  #heard = 0;
  readonly #totals = new Map<string, Remembered>();
  readonly #stop: () => Promise<void>;

  constructor(database: Database) {
    const listener = database.listen({
      channel: CONTACTS_CHANNEL,
      onMessage: () => this.#forget(),
      onStateChange: (listening) => {
        this.#trusted = listening;
        this.#forget();
      },
    });
    this.#trusted = listener.listening;
    this.#stop = async () => {
      this.#trusted = false;
      this.#forget();
      await listener.close();
    };
  }

  #forget() {
    this.#heard++;
    this.#totals.clear();
  }

  /** The total remembered for these filters and the generation of the contacts it was counted at. */
  remembered(key: string): { total: number; generation: string } | undefined {
    const entry = this.#trusted ? this.#totals.get(key) : undefined;
    if (!entry) return undefined;
    if (Date.now() - entry.at > MAX_AGE_MS) {
      this.#totals.delete(key);
      return undefined;
    }
    return { total: entry.total, generation: entry.generation };
  }

  /** Call before counting; the returned function keeps the total unless a change was heard meanwhile. */
  counting(key: string) {
    const heard = this.#heard;
    const at = Date.now();
    return (total: number, generation: string) => {
      if (!this.#trusted || this.#heard !== heard) return;
      this.#totals.delete(key);
      if (this.#totals.size >= MAX_TOTALS) this.#totals.delete(this.#totals.keys().next().value as string);
      this.#totals.set(key, { total, generation, at });
    };
  }

  close() {
    return this.#stop();
  }
}
