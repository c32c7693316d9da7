/**
 * The request mix of the load benchmark, driven by autocannon: each request is a search (80%), a profile
 * open (15%) or an edit of a note (5%), from a random signed-in user. With several servers, one autocannon
 * instance per server shares the connections (no load balancer needed) and every response time is kept,
 * so the percentiles are of all requests together.
 */
import autocannon from 'autocannon';
import type { ContactSample } from './sample.js';
import { makeQueriesFrom, type SearchKind } from './search.js';
import { summarize } from './stats.js';

type Kind = 'search' | 'profile' | 'edit';
export const MIX: [Kind, number][] = [
  ['search', 0.8],
  ['profile', 0.15],
  ['edit', 0.05],
];
/** Searches are mostly a name typed in the box; some add a filter; a few are filters alone. */
const SEARCHES: [SearchKind, number][] = [
  ['name prefix', 300],
  ['name prefix + filters', 150],
  ['filter only (age or party)', 50],
];

function searchPaths(sample: ContactSample) {
  const paths: string[] = [];
  for (const [kind, count] of SEARCHES)
    for (const query of makeQueriesFrom(kind, sample, count)) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
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

export interface MixOptions {
  urls: string[];
  connections: number;
  seconds: number;
  cookies: string[];
  sample: ContactSample;
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

export async function runMix({
  urls,
  connections,
  seconds,
  cookies,
  sample,
}: MixOptions): Promise<LoadFigures> {
  const searches = searchPaths(sample);
  const times: Record<Kind, number[]> = { search: [], profile: [], edit: [] };
  const non2xx: Record<Kind, number> = { search: 0, profile: 0, edit: 0 };
  const statuses: Record<string, number> = {};
  let edits = 0;
  // autocannon reports the response to onResponse, then (synchronously) to the 'response' event.
  let lastKind: Kind = 'search';

  /** The browser sends its page's origin with a change; the server's same-origin check accepts it. */
  const requestFor = (origin: string): autocannon.Request => ({
    setupRequest: (req, context) => {
      const kind = pickKind();
      (context as { kind?: Kind }).kind = kind;
      const headers = { ...req.headers, cookie: pick(cookies) };
      if (kind === 'search') return { ...req, method: 'GET', path: pick(searches), headers, body: '' };
      const path = `/api/contacts/${pick(sample.ids)}`;
      if (kind === 'profile') return { ...req, method: 'GET', path, headers, body: '' };
      return {
        ...req,
        method: 'PATCH',
        path,
        headers: { ...headers, 'content-type': 'application/json', origin },
        body: JSON.stringify({ notes: `Load benchmark note ${++edits}` }),
      };
    },
    onResponse: (status, _body, context) => {
      lastKind = (context as { kind?: Kind }).kind ?? 'search';
      statuses[`${lastKind} ${status}`] = (statuses[`${lastKind} ${status}`] ?? 0) + 1;
    },
  });

  const perServer = Math.max(1, Math.round(connections / urls.length));
  const started = performance.now();
  const results = await Promise.all(
    urls.map(
      (url) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url,
              connections: perServer,
              duration: seconds,
              requests: [requestFor(new URL(url).origin)],
              timeout: 10,
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (_client, statusCode, _bytes, responseTime) => {
            times[lastKind].push(responseTime);
            if (statusCode < 200 || statusCode >= 300) non2xx[lastKind]++;
          });
        }),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;

  const all = [...times.search, ...times.profile, ...times.edit];
  const kindFigures = (kind: Kind): KindFigures => ({
    requests: times[kind].length,
    non2xx: non2xx[kind],
    ...summarize(times[kind]),
  });
  return {
    seconds: elapsed,
    requests: all.length,
    perSecond: all.length / elapsed,
    ...summarize(all),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    statuses,
    byKind: { search: kindFigures('search'), profile: kindFigures('profile'), edit: kindFigures('edit') },
  };
}
