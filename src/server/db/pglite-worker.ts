/**
 * Owns the embedded PGlite database on its own thread. PGlite runs every query synchronously on
 * the thread that owns it, so keeping it here keeps the HTTP server responsive during long queries.
 */
import './pglite-keep-bom.js';
import './pglite-private-files.js';
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { createDataDirInChildProcess, needsCreating } from './pglite-create-data-dir.js';
import {
  ERROR_FIELDS,
  type SerializedDbError,
  type WorkerInit,
  type WorkerRequest,
  type WorkerResponse,
  type WorkerResult,
} from './pglite-protocol.js';
import { pgliteExtensions, pgliteStartParams } from './pglite-start-params.js';

const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');

const keepRaw = (value: string) => value;
const parseInt8 = (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
};
/** The same value shapes node-postgres gives Drizzle, so both engines behave alike. */
const parsers = {
  [types.TIMESTAMP]: keepRaw,
  [types.TIMESTAMPTZ]: keepRaw,
  [types.INTERVAL]: keepRaw,
  [types.DATE]: keepRaw,
  [types.INT8]: parseInt8,
  1231: keepRaw,
  1115: keepRaw,
  1185: keepRaw,
  1187: keepRaw,
  1182: keepRaw,
};

const { dataDir, startFrom } = workerData as WorkerInit;
if (dataDir && needsCreating(dataDir)) await createDataDirInChildProcess(dataDir);
const db = await PGlite.create(dataDir, {
  loadDataDir: startFrom ? new Blob([await readFile(startFrom)]) : undefined,
  startParams: pgliteStartParams,
  extensions: pgliteExtensions,
});

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let nextTxId = 1;

function executor(txId: number | undefined) {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`Transaction ${txId} is not open`);
  return open.tx;
}

function toResult(r: {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}) {
  return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows } satisfies WorkerResult;
}

function beginTransaction(): Promise<number> {
  const txId = nextTxId++;
  return new Promise<number>((started, failedToStart) => {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => {
      finish = resolve;
    });
    const done = db
      .transaction(async (tx) => {
        transactions.set(txId, { tx, finish, done });
        started(txId);
        if (!(await decided)) await tx.rollback();
      })
      .finally(() => transactions.delete(txId));
    done.catch(failedToStart);
  });
}

async function endTransaction(txId: number, commit: boolean) {
  const open = transactions.get(txId);
  if (!open) throw new Error(`Transaction ${txId} is not open`);
  open.finish(commit);
  await open.done;
}

async function handle(message: WorkerRequest): Promise<WorkerResponse> {
  switch (message.op) {
    case 'query': {
      const r = await executor(message.tx).query(message.text, message.params, {
        rowMode: message.rowMode,
        parsers,
      });
      return { id: message.id, ok: true, result: toResult(r) };
    }
    case 'exec': {
      const results = await executor(message.tx).exec(message.text, { parsers });
      return { id: message.id, ok: true, result: results.map(toResult) };
    }
    case 'copyOut': {
      const r = await db.query(message.text);
      return { id: message.id, ok: true, bytes: r.blob ? await r.blob.arrayBuffer() : new ArrayBuffer(0) };
    }
    case 'copyIn': {
      const r = await executor(message.tx).query(message.text, [], { blob: new Blob([message.bytes]) });
      return { id: message.id, ok: true, result: toResult(r) };
    }
    case 'begin':
      return { id: message.id, ok: true, tx: await beginTransaction() };
    case 'end':
      await endTransaction(message.tx, message.commit);
      return { id: message.id, ok: true };
    case 'close':
      await db.close();
      return { id: message.id, ok: true };
  }
}

function serializeError(error: unknown): SerializedDbError {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: SerializedDbError = { message: error.message };
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

port.on('message', (message: WorkerRequest) => {
  handle(message).then(
    // The bytes of a COPY are moved to the main thread, not copied.
    (response) => port.postMessage(response, 'bytes' in response && response.bytes ? [response.bytes] : []),
    (error: unknown) => port.postMessage({ id: message.id, ok: false, error: serializeError(error) }),
  );
});
port.postMessage({ id: 0, ok: true });
