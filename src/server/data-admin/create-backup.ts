/**
 * Create System Backup: every table (but sessions) as gzipped JSON lines, read in one repeatable-read
 * snapshot so the copy is consistent. The snapshot is written to a temporary file first and the file is
 * streamed to the browser, so a slow download never holds a transaction open.
 *
 * Format: a header line, then per table a {"table", "columns"} line and one {"row"} line per row, then
 * an {"end", "counts"} line, so a cut-off download is recognised on restore.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { Db, Tx } from '../db/client.js';
import { rows } from '../db/rows.js';
import { PRIVATE_FILE_MODE } from '../private-files.js';
import { listTables, NOT_BACKED_UP, quoteIdent } from './tables.js';

export const BACKUP_FORMAT = 'groundwork-backup';
export const BACKUP_VERSION = 1;
const BATCH = 1000;

/** The stored columns of a row as a JSON object (generated columns left out). */
const rowJson = (columns: string[]) =>
  sql.raw(
    `json_build_object(${columns.map((c) => `'${c.replaceAll("'", "''")}', t.${quoteIdent(c)}`).join(', ')})::text`,
  );

export const backupFilename = (at = new Date()) =>
  `groundwork-backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}.jsonl.gz`;

async function* snapshotLines(tx: Tx, counts: Record<string, number>) {
  const tables = (await listTables(tx)).filter((t) => !NOT_BACKED_UP.has(t.name));
  yield `${JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString(), tables: tables.map((t) => t.name) })}\n`;
  for (const table of tables) {
    yield `${JSON.stringify({ table: table.name, columns: table.columns })}\n`;
    const pk = sql.raw(quoteIdent(table.primaryKey));
    const from = sql.raw(quoteIdent(table.name));
    let last: unknown = null;
    let count = 0;
    for (;;) {
      const batch = await rows<{ k: unknown; j: string }>(
        tx,
        sql`
        select ${pk} as k, ${rowJson(table.columns)} as j from ${from} t
        where ${last === null ? sql`true` : sql`${pk} > ${last}`}
        order by ${pk} limit ${BATCH}`,
      );
      if (batch.length === 0) break;
      yield batch.map((r) => `{"row":${r.j}}\n`).join('');
      count += batch.length;
      last = batch.at(-1)?.k;
      if (batch.length < BATCH) break;
    }
    counts[table.name] = count;
  }
  yield `${JSON.stringify({ end: true, counts })}\n`;
}

/** Writes the backup to a temporary file; returns a stream of it that removes the file once read. */
export async function createBackup(db: Db, adminId: string | null) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gw-backup-'));
  const file = path.join(dir, 'backup.jsonl.gz');
  const counts: Record<string, number> = {};
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      await pipeline(
        Readable.from(snapshotLines(tx, counts)),
        createGzip(),
        createWriteStream(file, { mode: PRIVATE_FILE_MODE }),
      );
    });
    await recordAudit(db, {
      action: 'backup',
      tableName: 'database',
      userId: adminId,
      metadata: { counts },
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const stream = createReadStream(file);
  stream.on('close', () => void rm(dir, { recursive: true, force: true }));
  return { stream, counts };
}
