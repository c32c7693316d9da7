/** What a backup and a restore walk: the app's tables, in an order where every reference comes first. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rows } from '../db/rows.js';

/**
 * Not backed up: sessions (a restore signs everyone out, and a copy of the data holds no way in), login
 * rate-limit counters (minutes-long), imports' change records (undo), and export files (kept 7 days; their jobs stay, the link says gone).
 */
export const NOT_BACKED_UP = new Set([
  'sessions',
  'rate_limits',
  'read_counts',
  'export_file_chunks',
  // What recent imports changed, for undo: it describes the contacts as they were, not as a restore makes them.
  'import_changes',
  // Counted from contact_attempts by triggers: restoring the attempts counts them again.
  'attempt_counts',
]);

export interface TableInfo {
  name: string;
  primaryKey: string;
  /** Stored columns; generated ones (the search keys) are recomputed on insert. */
  columns: string[];
}

/** Every table of the public schema with its one-column primary key, parents before children. */
export async function listTables(db: Executor): Promise<TableInfo[]> {
  const tables = await rows<{ name: string; pk: string | null; columns: string[] }>(
    db,
    sql`
      select c.relname as name,
             (select a.attname from pg_index i
                join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
               where i.indrelid = c.oid and i.indisprimary) as pk,
             (select array_agg(a.attname::text order by a.attnum) from pg_attribute a
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
      order by c.relname`,
  );
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`
      select cc.relname as child, pc.relname as parent
      from pg_constraint k
        join pg_class cc on cc.oid = k.conrelid join pg_class pc on pc.oid = k.confrelid
        join pg_namespace n on n.oid = cc.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and cc.oid <> pc.oid`,
  );
  const sorted: TableInfo[] = [];
  const done = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges) if (e.child === name) visit(e.parent, path);
    const table = tables.find((t) => t.name === name);
    if (table && !name.startsWith('__')) {
      if (!table.pk) throw new Error(`Table ${name} has no primary key; the backup cannot page through it.`);
      sorted.push({ name, primaryKey: table.pk, columns: table.columns });
    }
    done.add(name);
  };
  for (const t of tables) visit(t.name, new Set());
  return sorted;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
