/**
 * `npm run cli -- restore FILE`: replaces every table's rows with a backup's, in one transaction, so a
 * failed restore leaves the database as it was. Columns the backup lacks (it is older than this version)
 * take their defaults; a backup with tables or columns this version does not know is refused.
 */

import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.js';
import type { Db, Tx } from '../db/client.js';
import { rows } from '../db/rows.js';
import { forgetChangeRecords } from '../imports/stored-voters/change-records.js';
import { BACKUP_FORMAT, BACKUP_VERSION } from './create-backup.js';
import { listTables, quoteIdent, type TableInfo } from './tables.js';

export class BackupError extends Error {}

const BATCH = 500;

async function insertRows(tx: Tx, table: TableInfo, columns: string[], rows: unknown[]) {
  if (rows.length === 0) return;
  const list = sql.raw(columns.map(quoteIdent).join(', '));
  const name = sql.raw(quoteIdent(table.name));
  await tx.execute(
    sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(rows)}::json)`,
  );
}

/** Moves serial sequences (system_settings.id) past the restored ids. */
async function resetSequences(tx: Tx) {
  const serials = await rows<{ table: string; column: string }>(
    tx,
    sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table, column } of serials)
    await tx.execute(sql`
      select setval(pg_get_serial_sequence(${table}, ${column}),
                    coalesce((select max(${sql.raw(quoteIdent(column))}) from ${sql.raw(quoteIdent(table))}), 0) + 1, false)`);
}

export async function restoreBackup(db: Db, input: Readable) {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const tables = await listTables(tx);
    let header = false;
    let ended = false;
    let current: { table: TableInfo; columns: string[] } | undefined;
    let pending: unknown[] = [];
    const flush = async () => {
      if (current) await insertRows(tx, current.table, current.columns, pending);
      pending = [];
    };
    // Created right before the loop: readline drops lines emitted before its iterator exists.
    const lines = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of lines) {
      if (!line.trim()) continue;
      const item = JSON.parse(line) as Record<string, unknown>;
      if (!header) {
        if (item.format !== BACKUP_FORMAT) throw new BackupError('This file is not a Groundwork backup.');
        if (item.version !== BACKUP_VERSION)
          throw new BackupError(
            `This backup has format version ${item.version}; this Groundwork reads version ${BACKUP_VERSION}.`,
          );
        header = true;
        // Everything goes, sessions included: after a restore everyone signs in again.
        await tx.execute(sql.raw(`truncate ${tables.map((t) => quoteIdent(t.name)).join(', ')}`));
        continue;
      }
      if ('row' in item) {
        if (!current) throw new BackupError('The backup has a row before any table. The file is damaged.');
        pending.push(item.row);
        counts[current.table.name] = (counts[current.table.name] ?? 0) + 1;
        if (pending.length >= BATCH) await flush();
      } else if (typeof item.table === 'string') {
        await flush();
        const table = tables.find((t) => t.name === item.table);
        if (!table)
          throw new BackupError(
            `The backup has a table "${item.table}" this version of Groundwork does not know.`,
          );
        const columns = (item.columns as string[]) ?? [];
        const unknown = columns.filter((c) => !table.columns.includes(c));
        if (unknown.length)
          throw new BackupError(
            `The backup's ${table.name} table has columns this version does not know: ${unknown.join(', ')}.`,
          );
        current = { table, columns };
      } else if (item.end === true) {
        await flush();
        ended = true;
      }
    }
    if (!header) throw new BackupError('The file is empty.');
    if (!ended)
      throw new BackupError(
        'The backup is incomplete (the download may have been cut off). Nothing was restored.',
      );
    await resetSequences(tx);
    // Change records are not backed up: no import before the restore can be undone after it.
    await forgetChangeRecords(tx);
    await recordAudit(tx, { action: 'restore', tableName: 'database', userId: null, metadata: { counts } });
  });
  return counts;
}

export function restoreBackupFile(db: Db, file: string) {
  return restoreBackup(db, createReadStream(file));
}
