/**
 * How the embedded engine starts: PGlite's default start parameters without -F (fsync stays on, so a committed
 * write is durable), no parallel workers (one thread), and a smaller buffer pool than PGlite's 160 MB.
 *
 * The buffer pool lives inside the engine's WebAssembly memory and is touched whole at start, so it counts fully
 * in the server's resident memory whether or not the data fills it. Pages outside it are read from the files
 * through the operating system's cache, which keeps them in memory anyway. Measured in docs/BENCHMARKS.md
 * ("Embedded engine memory"): 160 MB → 64 MB took the idle server from 380 MB to about 280 MB RSS.
 */
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_SHARED_BUFFERS = '64MB';

export const pgliteStartParams = [
  '--single',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

/** The extensions the similar-names search uses (migration 0013): every engine that opens our data loads them. */
export const pgliteExtensions = { pg_trgm, fuzzystrmatch };
