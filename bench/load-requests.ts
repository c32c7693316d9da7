/**
 * What the load benchmarks send: each request is a search (80%), a profile open (15%) or an edit of a note
 * (5%), from a random signed-in user; and how their response times add up to one set of figures.
 */
import type { ContactSample } from './sample.js';
import { makeQueriesFrom, type SearchKind } from './search.js';
import { summarize } from './stats.js';

export type Kind = 'search' | 'profile' | 'edit';
export const KINDS: Kind[] = ['search', 'profile', 'edit'];
export const MIX: [Kind, number][] = [
  ['search', 0.8],
  ['profile', 0.15],
  ['edit', 0.05],
];
/** Searches are mostly a name typed in the box; some add a filter; a few are filters alone. */
const SEARCHES: [SearchKind, number][] = [
  ['name prefix', 0.6],
  ['name prefix + filters', 0.3],
  ['filter only (age or party)', 0.1],
];
/** How many different searches the crowd draws from, unless told otherwise. */
export const DEFAULT_SEARCHES = 500;

function searchPaths(sample: ContactSample, searches: number) {
  const paths: string[] = [];
  for (const [kind, share] of SEARCHES)
    for (const query of makeQueriesFrom(kind, sample, Math.round(searches * share))) {
      // The crowd signs in as editors, who see only the first page of a search without a name (others are 400).
      const asked = kind === 'filter only (age or party)' ? { ...query, page: 1 } : query;
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(asked))
        if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
      paths.push(`/api/contacts/search?${params}`);
    }
  return paths;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;

function pickKind(): Kind {
  let r = Math.random();
  for (const [kind, share] of MIX) {
    r -= share;
    if (r < 0) return kind;
  }
  return 'search';
}

/** What both crowds (closed loop and pausing clients) are given. */
export interface CrowdOptions {
  urls: string[];
  seconds: number;
  cookies: string[];
  sample: ContactSample;
  /** How many different searches to draw from (DEFAULT_SEARCHES). */
  searches?: number;
}

export interface LoadRequest {
  kind: Kind;
  method: 'GET' | 'PATCH';
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** Draws the next request of the mix; the browser sends its page's origin with a change. */
export function requestPicker(sample: ContactSample, cookies: string[], searchCount = DEFAULT_SEARCHES) {
  const searches = searchPaths(sample, searchCount);
  let edits = 0;
  return (origin: string): LoadRequest => {
    const kind = pickKind();
    const headers = { cookie: pick(cookies) };
    if (kind === 'search') return { kind, method: 'GET', path: pick(searches), headers, body: '' };
    const path = `/api/contacts/${pick(sample.ids)}`;
    if (kind === 'profile') return { kind, method: 'GET', path, headers, body: '' };
    return {
      kind,
      method: 'PATCH',
      path,
      headers: { ...headers, 'content-type': 'application/json', origin },
      body: JSON.stringify({ notes: `Load benchmark note ${++edits}` }),
    };
  };
}

export interface KindFigures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
}

export interface LoadFigures extends KindFigures {
  seconds: number;
  perSecond: number;
  max: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  byKind: Record<Kind, KindFigures>;
}

/** Response times and outcomes as they arrive, summed up into LoadFigures at the end. */
export class LoadRecorder {
  readonly #times: Record<Kind, number[]> = { search: [], profile: [], edit: [] };
  readonly #non2xx: Record<Kind, number> = { search: 0, profile: 0, edit: 0 };
  readonly statuses: Record<string, number> = {};
  errors = 0;
  timeouts = 0;

  response(kind: Kind, status: number, ms: number) {
    this.#times[kind].push(ms);
    if (status < 200 || status >= 300) this.#non2xx[kind]++;
    this.statuses[`${kind} ${status}`] = (this.statuses[`${kind} ${status}`] ?? 0) + 1;
  }

  figures(seconds: number): LoadFigures {
    const all = KINDS.flatMap((kind) => this.#times[kind]);
    const kindFigures = (kind: Kind): KindFigures => ({
      requests: this.#times[kind].length,
      non2xx: this.#non2xx[kind],
      ...summarize(this.#times[kind]),
    });
    return {
      seconds,
      requests: all.length,
      perSecond: all.length / seconds,
      ...summarize(all),
      non2xx: KINDS.reduce((sum, kind) => sum + this.#non2xx[kind], 0),
      errors: this.errors,
      timeouts: this.timeouts,
      statuses: this.statuses,
      byKind: { search: kindFigures('search'), profile: kindFigures('profile'), edit: kindFigures('edit') },
    };
  }
}
