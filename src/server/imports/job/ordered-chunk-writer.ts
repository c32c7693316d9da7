/**
 * Chunks are written while the next ones are read, a few at once on connections of their own: the upkeep
 * of the contacts' indexes is most of an import, and two transactions let PostgreSQL use both cores. They
 * still commit in file order: each chunk's write is handed the commit of the chunk before it and waits for
 * it before it records its progress and commits, so what is stored is always the file's first chunks and
 * the job row says which.
 */
import type { Db, Tx } from '../../db/client.js';

export type ChunkWrite = (tx: Tx, previousCommit: Promise<void>) => Promise<void>;

export class OrderedChunkWriter {
  private readonly inFlight: Promise<void>[] = [];
  private lastCommit: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly maxInFlight: number,
  ) {}

  /**
   * Starts one chunk's transaction once fewer than `maxInFlight` are being written, or once none is when
   * `afterAllEarlier` (a chunk holding a voter an earlier chunk also held: the file's last row wins, and two
   * transactions never wait on each other's rows). `afterCommit` runs when it has committed.
   */
  async submit(write: ChunkWrite, afterCommit: () => void, afterAllEarlier: boolean) {
    await this.drain(afterAllEarlier ? 0 : this.maxInFlight - 1);
    const previousCommit = this.lastCommit;
    const committed = this.db.transaction((tx) => write(tx, previousCommit));
    const done = committed.then(afterCommit);
    // A failure surfaces where the reader waits for this chunk, not as an unhandled rejection.
    done.catch(() => undefined);
    this.lastCommit = committed;
    this.inFlight.push(done);
  }

  /** Waits until at most `atMost` chunks are still being written; throws the first failure. */
  async drain(atMost = 0) {
    while (this.inFlight.length > atMost) await this.inFlight.shift();
  }
}
