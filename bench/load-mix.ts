/**
 * The closed-loop load: autocannon keeps `connections` requests in flight, each connection sending its
 * next request as soon as the answer arrives (no pause). With several servers, one autocannon instance per
 * server shares the connections (no load balancer needed) and every response time is kept, so the
 * percentiles are of all requests together.
 */
import autocannon from 'autocannon';
import {
  type CrowdOptions,
  type Kind,
  type LoadFigures,
  LoadRecorder,
  requestPicker,
} from './load-requests.js';

export interface MixOptions extends CrowdOptions {
  connections: number;
}

export async function runMix({
  urls,
  connections,
  seconds,
  cookies,
  sample,
  searches,
}: MixOptions): Promise<LoadFigures> {
  const next = requestPicker(sample, cookies, searches);
  const recorder = new LoadRecorder();
  // autocannon reports the response to onResponse, then (synchronously) to the 'response' event.
  let lastKind: Kind = 'search';

  const requestFor = (origin: string): autocannon.Request => ({
    setupRequest: (req, context) => {
      const { kind, method, path, headers, body } = next(origin);
      (context as { kind?: Kind }).kind = kind;
      return { ...req, method, path, headers: { ...req.headers, ...headers }, body };
    },
    onResponse: (_status, _body, context) => {
      lastKind = (context as { kind?: Kind }).kind ?? 'search';
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
          instance.on('response', (_client, statusCode, _bytes, responseTime) =>
            recorder.response(lastKind, statusCode, responseTime),
          );
        }),
    ),
  );
  recorder.errors = results.reduce((sum, r) => sum + r.errors, 0);
  recorder.timeouts = results.reduce((sum, r) => sum + r.timeouts, 0);
  return recorder.figures((performance.now() - started) / 1000);
}
