/**
 * One timer per app process for the upkeep of jobs: at start and then every SWEEP_EVERY_MS it fails the
 * imports and exports of instances that are gone, removes expired export files, and lets the export worker
 * pick up jobs that no instance has claimed (one created on an instance that then stopped).
 */
import type { FastifyBaseLogger } from 'fastify';

export const SWEEP_EVERY_MS = 30_000;

export interface SweepTask {
  name: string;
  run: () => Promise<unknown>;
}

export function createJobSweeper(log: FastifyBaseLogger, tasks: SweepTask[], everyMs = SWEEP_EVERY_MS) {
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    for (const task of tasks) {
      try {
        await task.run();
      } catch (error) {
        // A database hiccup: the next sweep tries again.
        log.error({ err: error, task: task.name }, 'job sweep failed');
      }
    }
  };
  return {
    sweep,
    /** Sweeps once now (awaited), then on a timer that does not keep the process alive. */
    async start() {
      await sweep();
      timer = setInterval(() => void sweep(), everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type JobSweeper = ReturnType<typeof createJobSweeper>;

declare module 'fastify' {
  interface FastifyInstance {
    /** main.ts starts it after listening. */
    jobSweeper: JobSweeper;
  }
}
