/**
 * Finished export files live in the database (export_file_chunks, 1 MB a row), not on one instance's disk:
 * any app instance serves the download, and nothing but the database needs backing up or sharing.
 * CSV goes in as COPY produces it (openChunkedCsvFile); .xlsx is written to a local work file first, then
 * copied in by storeExportFile. A job's chunks count only once the job is completed; a failed job's are removed.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { exportFileChunks, exportJobs } from '../db/schema/index.js';
import type { ExportFile } from './export-file-writer.js';

const CHUNK_BYTES = 1024 * 1024;

/** Copies the work file into the job's chunks (replacing any), in the caller's transaction. */
export async function storeExportFile(tx: Executor, jobId: string, filePath: string) {
  await tx.delete(exportFileChunks).where(eq(exportFileChunks.jobId, jobId));
  let seq = 0;
  for await (const piece of fs.createReadStream(filePath, { highWaterMark: CHUNK_BYTES })) {
    await tx.insert(exportFileChunks).values({ jobId, seq, data: piece as Buffer });
    seq++;
  }
  return seq;
}

/**
 * A CSV export written straight into the job's chunks, 1 MB a row, as the pieces arrive: no work file and no
 * second pass over it. One chunk is stored while the next fills, so COPY keeps streaming meanwhile.
 */
export function openChunkedCsvFile(db: Db, jobId: string, headerLine: Buffer): ExportFile<Buffer> {
  let pending: Buffer[] = [headerLine];
  let pendingBytes = headerLine.length;
  let stored = 0;
  let seq = 0;
  // Started now and awaited before the next one: a failure surfaces at the next write, finish or abort.
  const started = (query: { execute(): Promise<unknown> }) => {
    const running = query.execute();
    running.catch(() => undefined);
    return running;
  };
  let storing = started(db.delete(exportFileChunks).where(eq(exportFileChunks.jobId, jobId)));

  async function store(data: Buffer) {
    await storing;
    storing = started(db.insert(exportFileChunks).values({ jobId, seq: seq++, data }));
    stored += data.length;
  }
  function takeChunk(): Buffer {
    const all = Buffer.concat(pending, pendingBytes);
    const chunk = all.subarray(0, CHUNK_BYTES);
    const rest = all.subarray(CHUNK_BYTES);
    pending = rest.length ? [rest] : [];
    pendingBytes = rest.length;
    return chunk;
  }
  return {
    async write(piece) {
      pending.push(piece);
      pendingBytes += piece.length;
      while (pendingBytes >= CHUNK_BYTES) await store(takeChunk());
    },
    bytesWritten: () => stored + pendingBytes,
    async finish() {
      if (pendingBytes > 0) await store(takeChunk());
      await storing;
    },
    async abort() {
      await storing.catch(() => undefined);
      await db.delete(exportFileChunks).where(eq(exportFileChunks.jobId, jobId));
    },
  };
}

/** Chunks of jobs that failed part-way (a crash stops an export before it can clean up after itself). */
export async function removeChunksOfFailedExports(db: Executor) {
  await db
    .delete(exportFileChunks)
    .where(
      inArray(
        exportFileChunks.jobId,
        db.select({ id: exportJobs.id }).from(exportJobs).where(eq(exportJobs.status, 'failed')),
      ),
    );
}

export async function countExportChunks(db: Executor, jobId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(exportFileChunks)
    .where(eq(exportFileChunks.jobId, jobId));
  return row?.n ?? 0;
}

/** The stored file as a stream that reads one chunk at a time (memory stays at 1 MB per download). */
export function readExportFile(db: Db, jobId: string, chunks: number) {
  async function* pieces() {
    for (let seq = 0; seq < chunks; seq++) {
      const [row] = await db
        .select({ data: exportFileChunks.data })
        .from(exportFileChunks)
        .where(and(eq(exportFileChunks.jobId, jobId), eq(exportFileChunks.seq, seq)));
      if (!row) throw new Error(`export ${jobId} lost chunk ${seq} while it was being downloaded`);
      yield row.data;
    }
  }
  return Readable.from(pieces());
}

export async function removeExportFiles(db: Executor, jobIds: string[]) {
  if (jobIds.length) await db.delete(exportFileChunks).where(inArray(exportFileChunks.jobId, jobIds));
}
