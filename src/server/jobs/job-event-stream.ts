/**
 * Server-sent events fed from a job's database row: the current state at once, then every change, until
 * the job ends or the client leaves. Reading the row (not an in-memory emitter) means a browser connected
 * to any app instance sees a job that another instance runs, and a late client still gets the state.
 * Imports and exports both stream their progress through this.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

interface JobStreamOptions<T> {
  /** The job's current state, or null when it has gone. */
  load: () => Promise<T | null>;
  isTerminal: (state: T) => boolean;
  /** How often the row is read while the job runs. */
  intervalMs?: number;
  /** Send the state again after this long without a change (a sign of life the client can show). */
  repeatEveryMs?: number;
}

/** Without repeats, a comment line now and then keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

export async function streamJobEvents<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { load, isTerminal, intervalMs = 500, repeatEveryMs }: JobStreamOptions<T>,
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Request-Id': request.id,
  });
  let open = true;
  request.raw.on('close', () => {
    open = false;
  });

  let last = '';
  let lastWrite = 0;
  while (open) {
    let state: T | null;
    try {
      state = await load();
    } catch (error) {
      // A database hiccup: keep the stream and read again on the next tick.
      request.log.warn({ err: error }, 'job event stream could not read the job');
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
      continue;
    }
    if (state === null) break;
    const json = JSON.stringify(state);
    const quietFor = Date.now() - lastWrite;
    if (json !== last || (repeatEveryMs !== undefined && quietFor >= repeatEveryMs)) {
      res.write(`data: ${json}\n\n`);
      last = json;
      lastWrite = Date.now();
    } else if (quietFor >= KEEP_ALIVE_MS) {
      res.write(': keep-alive\n\n');
      lastWrite = Date.now();
    }
    if (isTerminal(state)) break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  res.end();
}
