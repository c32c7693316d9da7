/**
 * The load as people make it: each of `clients` signed-in users keeps one connection open (as a browser
 * does), sends a request of the mix, waits for the whole answer, then pauses before the next one. Pauses
 * are drawn from an exponential distribution with mean `thinkMs`, and the clients start at random moments
 * within the first pause, so requests arrive spread out rather than in step. Clients are shared out over
 * the servers in turn. Response time is measured from sending the request to the last byte of the answer.
 */
import http from 'node:http';
import {
  type CrowdOptions,
  type LoadFigures,
  LoadRecorder,
  type LoadRequest,
  requestPicker,
} from './load-requests.js';

export interface PacedOptions extends CrowdOptions {
  clients: number;
  thinkMs: number;
}

const TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const thinkTime = (meanMs: number) => -Math.log(1 - Math.random()) * meanMs;

type Outcome = { status: number } | { error: 'timeout' | 'error' };

function send(agent: http.Agent, url: URL, request: LoadRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', () => resolve({ error: 'error' }));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve({ error: 'timeout' });
    });
    req.on('error', () => resolve({ error: 'error' }));
    req.end(request.body);
  });
}

export async function runPaced({
  urls,
  clients,
  thinkMs,
  seconds,
  cookies,
  sample,
  searches,
}: PacedOptions): Promise<LoadFigures> {
  const next = requestPicker(sample, cookies, searches);
  const recorder = new LoadRecorder();
  const started = performance.now();
  const deadline = started + seconds * 1000;

  async function client(n: number) {
    const url = new URL(urls[n % urls.length] as string);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    await sleep(Math.random() * thinkMs);
    while (performance.now() < deadline) {
      const request = next(url.origin);
      const sentAt = performance.now();
      const outcome = await send(agent, url, request);
      if ('status' in outcome) recorder.response(request.kind, outcome.status, performance.now() - sentAt);
      else {
        recorder.errors++;
        if (outcome.error === 'timeout') recorder.timeouts++;
      }
      await sleep(Math.min(thinkTime(thinkMs), Math.max(0, deadline - performance.now())));
    }
    agent.destroy();
  }

  await Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
  return recorder.figures((performance.now() - started) / 1000);
}
