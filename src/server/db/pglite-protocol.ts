/** Messages between the main thread and the worker thread that owns the embedded PGlite database. */

export type RowMode = 'object' | 'array';

export type WorkerRequest =
  | { id: number; op: 'query'; tx?: number; text: string; params: unknown[]; rowMode: RowMode }
  | { id: number; op: 'exec'; tx?: number; text: string }
  /** A `COPY … TO '/dev/blob'` statement; the answer carries the bytes it wrote. */
  | { id: number; op: 'copyOut'; text: string }
  /** A `COPY … FROM '/dev/blob'` statement and the bytes it reads, in an open transaction. */
  | { id: number; op: 'copyIn'; tx: number; text: string; bytes: ArrayBuffer }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

export interface WorkerResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface SerializedDbError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
}

export type WorkerResponse =
  | { id: number; ok: true; result?: WorkerResult | WorkerResult[]; tx?: number; bytes?: ArrayBuffer }
  | { id: number; ok: false; error: SerializedDbError };

export interface WorkerInit {
  dataDir: string | undefined;
  /** In memory only: a dump of a data directory (PGlite's dumpDataDir, uncompressed) to start from. */
  startFrom?: string;
}

/** Fields of a PostgreSQL error that callers branch on (unique violations, foreign keys, ...). */
export const ERROR_FIELDS = ['code', 'detail', 'constraint', 'table', 'column', 'severity'] as const;
