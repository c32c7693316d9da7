/**
 * `npm run cli -- check`: is the stored data whole? Counts, rows pointing at missing rows, the rules the
 * schema promises (unique voter ids and emails, one primary phone and email per contact, valid indexes
 * and foreign keys), and jobs (none left running by a process that is gone, no finished export missing
 * its file). Read-only. After a crash and a restart every check should pass.
 */
import { sql } from 'drizzle-orm';
import { formatCount } from '../../common/format.js';
import type { Executor } from '../db/client.js';
import { firstRow, rows } from '../db/rows.js';
import { INSTANCE_ID, lockedByDeadProcess } from '../jobs/instance.js';
import { JOB_TABLES, type JobKind, STALE_AFTER_SECONDS } from '../jobs/job-lifecycle.js';

export interface IntegrityCheck {
  label: string;
  ok: boolean;
  /** What was found when not ok, with a few examples. */
  detail?: string;
}

export interface IntegrityReport {
  counts: { label: string; count: number }[];
  checks: IntegrityCheck[];
  ok: boolean;
}

/** Child column -> parent table, each of which must point at an existing row. */
const REFERENCES = [
  ['contact_phones', 'contact_id', 'contacts', 'phone numbers'],
  ['contact_emails', 'contact_id', 'contacts', 'email addresses'],
  ['user_networks', 'contact_id', 'contacts', 'network entries'],
  ['user_networks', 'user_id', 'users', 'network entries'],
  ['audit_logs', 'contact_id', 'contacts', 'audit rows'],
  ['audit_logs', 'user_id', 'users', 'audit rows'],
  ['sessions', 'user_id', 'users', 'sessions'],
  ['import_jobs', 'user_id', 'users', 'import jobs'],
  ['export_jobs', 'user_id', 'users', 'export jobs'],
  ['export_file_chunks', 'job_id', 'export_jobs', 'export file pieces'],
] as const;

const COUNTS = [
  ['contacts', sql`select count(*)::int as n from contacts`],
  ['active contacts', sql`select count(*)::int as n from contacts where is_active`],
  ['phone numbers', sql`select count(*)::int as n from contact_phones`],
  ['email addresses', sql`select count(*)::int as n from contact_emails`],
  ['network entries', sql`select count(*)::int as n from user_networks`],
  ['users', sql`select count(*)::int as n from users`],
  ['audit rows', sql`select count(*)::int as n from audit_logs`],
  ['sessions', sql`select count(*)::int as n from sessions`],
  ['import jobs', sql`select count(*)::int as n from import_jobs`],
  ['export jobs', sql`select count(*)::int as n from export_jobs`],
] as const;

const ident = (name: string) => sql.raw(`"${name}"`);

const examples = (values: (string | null)[]) =>
  values.length ? ` (e.g. ${values.filter(Boolean).slice(0, 3).join(', ')})` : '';

async function checkReferences(db: Executor): Promise<IntegrityCheck[]> {
  const foreignKeys = await rows<{ child: string; column: string; validated: boolean }>(
    db,
    sql`
      select cc.relname as child, a.attname as column, k.convalidated as validated
      from pg_constraint k
        join pg_class cc on cc.oid = k.conrelid
        join pg_namespace n on n.oid = cc.relnamespace
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const checks: IntegrityCheck[] = [];
  for (const [child, column, parent, what] of REFERENCES) {
    const found = await firstRow<{ n: number; ids: string[] | null }>(
      db,
      sql`select count(*)::int as n, (array_agg(distinct x.${ident(column)}::text))[1:3] as ids
          from ${ident(child)} x
          where x.${ident(column)} is not null
            and not exists (select 1 from ${ident(parent)} p where p.id = x.${ident(column)})`,
    );
    const n = found?.n ?? 0;
    checks.push({
      label: `${what} point at existing ${parent} (${child}.${column})`,
      ok: n === 0,
      detail: n
        ? `${n} point at missing ${parent}${examples((found?.ids ?? []).map((id) => `${column} ${id}`))}`
        : undefined,
    });
    const fk = foreignKeys.find((k) => k.child === child && k.column === column);
    checks.push({
      label: `${child}.${column} is guarded by a validated foreign key`,
      ok: Boolean(fk?.validated),
      detail: fk ? 'the foreign key exists but was never validated' : 'the foreign key is missing',
    });
  }
  return checks;
}

async function duplicates(db: Executor, label: string, query: ReturnType<typeof sql>) {
  const found = await firstRow<{ n: number; samples: string[] | null }>(
    db,
    sql`select count(*)::int as n, (array_agg(k))[1:3] as samples from (${query}) d`,
  );
  const n = found?.n ?? 0;
  return { label, ok: n === 0, detail: n ? `${n} found${examples(found?.samples ?? [])}` : undefined };
}

async function checkRules(db: Executor): Promise<IntegrityCheck[]> {
  const invalidIndexes = await rows<{ name: string }>(
    db,
    sql`
      select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
        join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not (i.indisvalid and i.indisready)`,
  );
  const unbuilt = await rows<{ name: string }>(
    db,
    sql`
      select name from deferred_indexes
      where not exists (select 1 from import_jobs where status in (${sql.join(
        JOB_TABLES.import.held.map((s) => sql`${s}`),
        sql`, `,
      )}))`,
  );
  return [
    await duplicates(
      db,
      'each voter id (systemId) belongs to one contact',
      sql`select system_id as k from contacts group by system_id having count(*) > 1`,
    ),
    await duplicates(
      db,
      'each email address belongs to one user account',
      sql`select lower(email) as k from users group by lower(email) having count(*) > 1`,
    ),
    await duplicates(
      db,
      'a contact has at most one primary phone number',
      sql`select contact_id::text as k from contact_phones where is_primary group by contact_id having count(*) > 1`,
    ),
    await duplicates(
      db,
      'a contact has at most one primary email address',
      sql`select contact_id::text as k from contact_emails where is_primary group by contact_id having count(*) > 1`,
    ),
    await duplicates(
      db,
      'a volunteer lists a contact in their network once',
      sql`select (user_id::text || '/' || contact_id::text) as k from user_networks group by user_id, contact_id having count(*) > 1`,
    ),
    {
      label: 'every index is valid (none left half-built)',
      ok: invalidIndexes.length === 0,
      detail: invalidIndexes.length ? `invalid: ${invalidIndexes.map((i) => i.name).join(', ')}` : undefined,
    },
    {
      label: 'every index a large import set aside is built again',
      ok: unbuilt.length === 0,
      detail: unbuilt.length
        ? `${unbuilt.length} still to build${examples(unbuilt.map((i) => i.name))}; starting the app builds them`
        : undefined,
    },
  ];
}

async function checkJobs(db: Executor): Promise<IntegrityCheck[]> {
  const checks: IntegrityCheck[] = [];
  for (const kind of ['import', 'export'] as JobKind[]) {
    const { table, held } = JOB_TABLES[kind];
    const running = await rows<{ id: string; locked_by: string | null; stale: boolean }>(
      db,
      sql`
        select id, locked_by,
               (heartbeat_at is null or heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS})) as stale
        from ${table} where status in (${sql.join(
          held.map((s) => sql`${s}`),
          sql`, `,
        )})`,
    );
    const dead = running.filter(
      (job) => job.locked_by !== INSTANCE_ID && (job.stale || lockedByDeadProcess(job.locked_by)),
    );
    checks.push({
      label: `no ${kind} job is left running without a live instance`,
      ok: dead.length === 0,
      detail: dead.length
        ? `${dead.length} ${kind} job(s) still marked running, but their process is gone${examples(dead.map((d) => d.id))}; starting the app marks them failed`
        : undefined,
    });
  }
  const missing = await firstRow<{ n: number; ids: string[] | null }>(
    db,
    sql`select count(*)::int as n, (array_agg(j.id::text))[1:3] as ids from export_jobs j
        where j.status = 'completed' and j.download_url is not null
          and j.file_path is null
          and not exists (select 1 from export_file_chunks f where f.job_id = j.id)`,
  );
  checks.push({
    label: 'every finished export that offers a download has its file',
    ok: (missing?.n ?? 0) === 0,
    detail: missing?.n ? `${missing.n} without a file${examples(missing.ids ?? [])}` : undefined,
  });
  const badChunks = await firstRow<{ n: number; ids: string[] | null }>(
    db,
    sql`select count(*)::int as n, (array_agg(job_id::text))[1:3] as ids from (
          select job_id from export_file_chunks group by job_id having max(seq) + 1 <> count(*)) g`,
  );
  checks.push({
    label: 'every stored export file is complete (no missing piece)',
    ok: (badChunks?.n ?? 0) === 0,
    detail: badChunks?.n ? `${badChunks.n} with a gap${examples(badChunks.ids ?? [])}` : undefined,
  });
  return checks;
}

export async function checkIntegrity(db: Executor): Promise<IntegrityReport> {
  const counts = [];
  for (const [label, query] of COUNTS)
    counts.push({ label, count: (await firstRow<{ n: number }>(db, query))?.n ?? 0 });
  const checks = [...(await checkReferences(db)), ...(await checkRules(db)), ...(await checkJobs(db))];
  for (const check of checks) if (check.ok) delete check.detail;
  return { counts, checks, ok: checks.every((c) => c.ok) };
}

/** The report as the CLI prints it. */
export function formatIntegrityReport(report: IntegrityReport, databaseDescription: string) {
  const width = Math.max(...report.counts.map((c) => c.label.length));
  const failed = report.checks.filter((c) => !c.ok).length;
  return [
    `Groundwork data check (${databaseDescription})`,
    '',
    'Counts',
    ...report.counts.map((c) => `  ${c.label.padEnd(width)}  ${formatCount(c.count).padStart(12)}`),
    '',
    'Checks',
    ...report.checks.map((c) => `  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.label}${c.detail ? `: ${c.detail}` : ''}`),
    '',
    failed === 0
      ? `All ${report.checks.length} checks passed.`
      : `${failed} of ${report.checks.length} checks failed.`,
  ].join('\n');
}
