/**
 * `tsx bench/lists-cold.ts postgres://…/db PRECINCT…` (issue 19, item 7): making a walk list of one precinct from a
 * cold start, beside the plain SQL of the same insert, also cold. Before each side the local PostgreSQL 15 cluster
 * is restarted (its shared buffers emptied) and the kernel's page cache dropped, so both read every page from disk.
 * Needs root and `pg_ctlcluster` (Debian); each precinct is used once by each side (a distinct list per run).
 */
import { execSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../src/server/db/client.js';
import { firstRow } from '../src/server/db/rows.js';
import { createList } from '../src/server/lists/create-list.js';
import { createUser } from '../src/server/test/factories.js';
import { machineLine, ms, summarize } from './stats.js';

const [url = '', ...precincts] = process.argv.slice(2);
if (!url.startsWith('postgres') || precincts.length === 0)
  throw new Error('Usage: lists-cold.ts postgres://… PRECINCT…');

function coldStart() {
  execSync(
    'pg_ctlcluster --skip-systemctl-redirect 15 main restart && sync && echo 3 > /proc/sys/vm/drop_caches',
  );
}

type Editor = Awaited<ReturnType<typeof createUser>>;

/** Opens the database cold, then times `work` alone (the connection and an editor are made first). */
async function timedCold(work: (db: Db, editor: Editor) => Promise<unknown>) {
  coldStart();
  const database = await openDatabase({ databaseUrl: url });
  try {
    const editor = await createUser(database.db, { role: 'editor', email: `cold-${Date.now()}@example.org` });
    const started = performance.now();
    await work(database.db, editor);
    return performance.now() - started;
  } finally {
    await database.close();
  }
}

console.log(machineLine());
const mine: number[] = [];
const plain: number[] = [];
for (const precinct of precincts) {
  mine.push(
    await timedCold((db, editor) =>
      createList(db, editor, { name: `Cold ${precinct}`, kind: 'walk', filters: { precinct } }),
    ),
  );
  plain.push(
    await timedCold((db, editor) =>
      db.transaction(async (tx) => {
        const list = await firstRow<{ id: string }>(
          tx,
          sql`INSERT INTO contact_lists (name, kind, filters, owner_id)
          VALUES ('plain', 'walk', '{}'::jsonb, ${editor.id}) RETURNING id`,
        );
        await tx.execute(sql`INSERT INTO contact_list_members (list_id, contact_id, position, household)
          SELECT ${list?.id}::uuid, c.id, row_number() OVER (ORDER BY c.street_name_key, c.street_address_key, c.id),
            c.street_address_key
          FROM contacts c WHERE c.is_active AND NOT c.do_not_contact AND NOT c.moved AND NOT c.deceased
            AND c.precinct = ${precinct}`);
      }),
    ),
  );
  console.log(`precinct ${precinct}: Groundwork ${ms(mine.at(-1) ?? 0)}, plain SQL ${ms(plain.at(-1) ?? 0)}`);
}
const a = summarize(mine);
const b = summarize(plain);
console.log(
  `| make a walk list of one precinct, cold | p50 ${ms(a.p50)}, p95 ${ms(a.p95)}, max ${ms(a.max)} | p50 ${ms(b.p50)}, p95 ${ms(b.p95)} | ${(a.p95 / b.p95).toFixed(2)} |`,
);
