/**
 * The main thread's handle on the PGlite worker. It offers the slice of PGlite's interface that
 * Drizzle's pglite driver calls (query, exec, transaction), so Drizzle runs unchanged on top of it.
 */
import type { Worker } from 'node:worker_threads';
import { startWorkerModule } from '../worker-module.js';
import type {
  RowMode,
  SerializedDbError,
  WorkerInit,
  WorkerRequest,
  WorkerResponse,
  WorkerResult,
} from './pglite-protocol.js';

type Pending = { resolve: (r: WorkerResponse & { ok: true }) => void; reject: (e: Error) => void };
type Outgoing = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export class DatabaseError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
  constructor(serialized: SerializedDbError) {
    super(serialized.message);
    this.name = 'DatabaseError';
    Object.assign(this, serialized);
  }
}

interface QueryOptions {
  rowMode?: RowMode;
}

export interface PGliteLike {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<WorkerResult>;
  exec(text: string): Promise<WorkerResult[]>;
}

export interface PGliteTransactionLike extends PGliteLike {
  /** Runs a `COPY … FROM '/dev/blob'` that reads `data`; returns how many rows it stored. */
  copyIn(text: string, data: string): Promise<number>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

const startWorker = (workerData: WorkerInit) =>
  startWorkerModule(import.meta.url, 'pglite-worker', workerData);

export class PGliteThread implements PGliteLike {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #failure: Error | undefined;
  /** close() was called: terminating the worker ends it with code 1, which is then no failure. */
  #closing = false;
  readonly ready: Promise<void>;

  constructor(init: WorkerInit, onFatal: (error: Error) => void) {
    this.#worker = startWorker(init);
    this.ready = new Promise((resolve, reject) => {
      this.#pending.set(0, { resolve: () => resolve(), reject });
    });
    this.#worker.on('message', (response: WorkerResponse) => this.#settle(response));
    const fail = (error: Error) => {
      this.#failure = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
      onFatal(error);
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => {
      if (!this.#failure && !this.#closing && code !== 0)
        fail(new Error(`The embedded database stopped (exit code ${code})`));
    });
  }

  #settle(response: WorkerResponse) {
    const pending = this.#pending.get(response.id);
    if (!pending) return;
    this.#pending.delete(response.id);
    if (response.ok) pending.resolve(response);
    else pending.reject(new DatabaseError(response.error));
  }

  #send(request: Outgoing, transfer: ArrayBuffer[] = []): Promise<WorkerResponse & { ok: true }> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id }, transfer);
    });
  }

  async query(text: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    const response = await this.#send({
      op: 'query',
      tx,
      text,
      params,
      rowMode: options.rowMode ?? 'object',
    });
    return response.result as WorkerResult;
  }

  async exec(text: string, tx?: number) {
    const response = await this.#send({ op: 'exec', tx, text });
    return response.result as WorkerResult[];
  }

  /** Runs a `COPY … TO '/dev/blob'` outside any transaction and returns what it wrote. */
  async copyOut(text: string): Promise<Buffer> {
    const { bytes } = await this.#send({ op: 'copyOut', text });
    return Buffer.from(bytes ?? new ArrayBuffer(0));
  }

  async #copyIn(text: string, data: string, tx: number) {
    // Moved to the worker, not copied.
    const encoded = new TextEncoder().encode(data);
    const bytes = (encoded.byteLength === encoded.buffer.byteLength ? encoded : encoded.slice())
      .buffer as ArrayBuffer;
    const response = await this.#send({ op: 'copyIn', tx, text, bytes }, [bytes]);
    return (response.result as WorkerResult).affectedRows ?? 0;
  }

  async transaction<T>(callback: (tx: PGliteTransactionLike) => Promise<T>): Promise<T> {
    const { tx: txId } = await this.#send({ op: 'begin' });
    if (txId === undefined) throw new Error('The embedded database did not open a transaction');
    let closed = false;
    const tx: PGliteTransactionLike = {
      query: (text, params, options) => this.query(text, params, options, txId),
      exec: (text) => this.exec(text, txId),
      copyIn: (text, data) => this.#copyIn(text, data, txId),
      rollback: async () => {
        closed = true;
        await this.#send({ op: 'end', tx: txId, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await this.#send({ op: 'end', tx: txId, commit: true });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#send({ op: 'end', tx: txId, commit: false });
      }
      throw error;
    }
  }

  async close() {
    this.#closing = true;
    if (!this.#failure) await this.#send({ op: 'close' }).catch(() => undefined);
    await this.#worker.terminate();
  }
}
