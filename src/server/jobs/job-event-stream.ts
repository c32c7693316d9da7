/**
 * Server-sent events fed from a job's database row: the current state at once, then every change, until
 * the job ends or the client leaves. Reading the row (not an in-memory emitter) means a browser connected
 * to any app instance sees a job that another instance runs, and a late client still gets the state.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

interface JobStreamOptions<T> {
  /** The job's current state, or null when it has gone. */
  load: () => Promise<T | null>;
  isTerminal: (state: T) => boolean;
  /** How often the row is read while the job runs. */
  intervalMs?: number;
}

const KEEP_ALIVE_MS = 15_000;

export async function streamJobEvents<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { load, isTerminal, intervalMs = 500 }: JobStreamOptions<T>,
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Request-Id': request.id,
  });
  let open = true;
  request.raw.on('close', () => {
    open = false;
  });

  let last = '';
  let lastWrite = Date.now();
  try {
    while (open) {
      const state = await load();
      if (state === null) break;
      const json = JSON.stringify(state);
      if (json !== last) {
        res.write(`data: ${json}\n\n`);
        last = json;
        lastWrite = Date.now();
      } else if (Date.now() - lastWrite > KEEP_ALIVE_MS) {
        res.write(': keep-alive\n\n');
        lastWrite = Date.now();
      }
      if (isTerminal(state)) break;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  } catch (error) {
    request.log.error({ err: error }, 'job event stream failed');
  } finally {
    res.end();
  }
}
