/**
 * Finished export files live in the database (export_file_chunks, 1 MB a row), not on one instance's disk:
 * any app instance serves the download, and nothing but the database needs backing up or sharing.
 * The file is written to a local work file first, then copied in by storeExportFile.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { exportFileChunks } from '../db/schema/index.js';

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
