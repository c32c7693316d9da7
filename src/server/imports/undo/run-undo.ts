/**
 * The undo job: walks the import's change record in contact-id order, a chunk per transaction, and commits
 * each chunk's restores with the job's marker (the chunk's last contact id) and running totals, so a
 * server killed mid-undo leaves every chunk either undone and marked or untouched, and the next run starts
 * after the marker. The last transaction writes the one audit row and marks the import undone.
 */
import { type SQL, sql } from 'drizzle-orm';
import { CONTACT_FIELDS, PUBLIC_FIELD_KEYS } from '../../../common/contact-fields.js';
import { formatCount as count } from '../../../common/format.js';
import { EMPTY_UNDO_RESULT, PREVIEW_SAMPLES, type UndoResult } from '../../../common/schemas/imports.js';
import { recordAudit } from '../../audit/record-audit.js';
import type { Db, Tx } from '../../db/client.js';
import { oneRow, rows } from '../../db/rows.js';
import type { ImportJobRow } from '../../db/schema/index.js';
import { keepAlive } from '../../jobs/job-lifecycle.js';
import { storedUndoResult, updateImportJob } from '../job/import-jobs.js';
import { vacuumContacts } from '../stored-voters/upsert-voters.js';

export const UNDO_CHUNK_SIZE = 5_000;

export const undoneMessage = (r: UndoResult) =>
  `Import undone: ${count(r.restored)} contacts restored to their values before it, ${count(r.reactivated)} made active again, ` +
  `${count(r.removed)} it added removed` +
  // An undo begun by an earlier version marked the contacts it added inactive instead.
  (r.deactivated > 0 ? `, ${count(r.deactivated)} it added marked inactive` : '') +
  (r.kept > 0 ? `; ${count(r.kept)} kept because volunteers recorded work on them.` : '.');

/**
 * Anything people have recorded on contact `c`: notes, a status or likeliness, a recorded address, an edit, a
 * phone or email they added or marked wrong, a network entry, a door or call attempt, a place on a walk or call
 * list, do not contact, moved or deceased, or any other audited change by a person. An undo removes the
 * contacts the import added except these, which it keeps as they are (decision 0296,
 * docs/decisions/0296-undo-removes-added-voters.md).
 */
export const VOLUNTEER_DATA = sql`(
  coalesce(btrim(c.notes), '') <> '' or c.supporter_status <> 'unknown' or c.volunteer_likeliness <> 'unknown'
  or c.address_source <> 'public' or c.last_updated_by is not null
  or c.do_not_contact or c.moved or c.deceased or c.last_attempt_at is not null
  or exists (select 1 from contact_phones p where p.contact_id = c.id and (not p.is_baseline_data or p.wrong_number))
  or exists (select 1 from contact_emails e where e.contact_id = c.id and not e.is_baseline_data)
  or exists (select 1 from user_networks n where n.contact_id = c.id)
  or exists (select 1 from contact_attempts t where t.contact_id = c.id)
  or exists (select 1 from contact_list_members m where m.contact_id = c.id)
  or exists (select 1 from audit_logs a where a.contact_id = c.id and a.user_id is not null
             and a.action not in ('view', 'read-budget', 'import')))`;

/** `col = previous value when the import changed it`, for every public field (the address only while public). */
const RESTORE_FIELDS = sql.raw(
  PUBLIC_FIELD_KEYS.filter((key) => key !== 'systemId')
    .map((key) => {
      const { column, type } = CONTACT_FIELDS[key];
      const address = 'address' in CONTACT_FIELDS[key] && CONTACT_FIELDS[key].address;
      const value = `(ch.previous ->> '${column}')${type === 'date' ? '::date' : ''}`;
      const when = `ch.previous ? '${column}'${address ? ` and c.address_source = 'public'` : ''}`;
      return `${column} = case when ${when} then ${value} else c.${column} end`;
    })
    .join(',\n  '),
);

/** Where the undo reports: each committed chunk at info (an operator sees it move), a failure at error. */
export interface UndoLog {
  info: (obj: unknown, msg: string) => void;
  error: (obj: unknown, msg: string) => void;
}

export interface RunUndoOptions {
  db: Db;
  /** The undo job row (new, or an interrupted one resumed). */
  job: ImportJobRow;
  /** The import it takes back. */
  target: ImportJobRow;
  userId: string | null;
  chunkSize?: number;
  log?: UndoLog;
  onProgress?: (state: { processed: number; total: number }) => void;
}

const UNEXPECTED =
  'The undo stopped because of a problem on the server. What it took back so far is kept; choose Undo again to finish it, and if it happens again tell the person who runs Groundwork.';

export async function runUndo(options: RunUndoOptions): Promise<UndoResult> {
  const { db, job } = options;
  const stopBeating = keepAlive(db, 'import', job.id);
  try {
    return await undoChunks(options);
  } catch (error) {
    options.log?.error({ err: error, jobId: job.id }, 'undo failed');
    await updateImportJob(db, job.id, {
      status: 'failed',
      phase: 'failed',
      message: UNEXPECTED,
      completedAt: new Date(),
    }).catch(() => undefined);
    throw error;
  } finally {
    stopBeating();
  }
}

async function undoChunks({
  db,
  job,
  target,
  userId,
  chunkSize = UNDO_CHUNK_SIZE,
  log,
  onProgress,
}: RunUndoOptions) {
  const { total } = await oneRow<{ total: number }>(
    db,
    sql`select count(*)::int as total from import_changes where job_id = ${target.id}`,
  );
  const totalChunks = Math.ceil(total / chunkSize);
  let result = storedUndoResult(job) ?? EMPTY_UNDO_RESULT;
  let cursor = job.undoCursor;
  let processed = job.processed;
  let chunk = job.currentChunk;
  await updateImportJob(db, job.id, { totalRows: total, totalChunks, phase: 'undoing' });
  onProgress?.({ processed, total });
  for (;;) {
    const step = await db.transaction((tx) => undoChunk(tx, job.id, target.id, cursor, chunkSize, result));
    if (!step) break;
    // Only what committed counts: the totals and the marker move on together.
    processed += step.count;
    chunk++;
    result = step.result;
    cursor = step.cursor;
    log?.info({ jobId: job.id, processed, total }, 'undo chunk committed');
    onProgress?.({ processed, total });
  }
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: 'undo',
      tableName: 'contacts',
      recordId: target.id,
      userId,
      newValue: target.originalFilename,
      metadata: {
        jobId: target.id,
        undoJobId: job.id,
        fileName: target.originalFilename,
        restored: result.restored,
        reactivated: result.reactivated,
        removed: result.removed,
        deactivated: result.deactivated,
        kept: result.kept,
        keptSystemIds: result.keptSamples.map((k) => k.systemId),
      },
    });
    await tx.execute(
      sql`update import_jobs set undone_at = now(), updated_at = now() where id = ${target.id}`,
    );
    await updateImportJob(tx, job.id, {
      status: 'completed',
      phase: 'completed',
      processed: total,
      totalRows: total,
      currentChunk: chunk,
      totalChunks: chunk,
      undoResult: result,
      message: undoneMessage(result),
      completedAt: new Date(),
    });
  });
  await vacuumContacts(db);
  return result;
}

const inChunk = (targetId: string, ids: string[], kind: string): SQL =>
  sql`ch.job_id = ${targetId} and ch.kind = ${kind} and ch.contact_id = any(${sql.param(ids)}::uuid[])`;

/**
 * Undoes the next chunk of the record after `cursor` and commits the job's marker with it. Returns null when
 * nothing is left.
 */
async function undoChunk(
  tx: Tx,
  jobId: string,
  targetId: string,
  cursor: string | null,
  size: number,
  before: UndoResult,
) {
  // As for an import's chunk (upsert-voters.ts): index lookups by id whatever the planner's guess, no JIT, and a
  // commit that does not wait for its flush: a crash may lose the last chunk's commit, marker included, and the
  // next run does that chunk again.
  await tx.execute(
    sql`select set_config('jit', 'off', true), set_config('enable_seqscan', 'off', true), set_config('synchronous_commit', 'off', true)`,
  );
  const changes = await rows<{ contact_id: string; kind: string }>(
    tx,
    sql`
      select contact_id, kind from import_changes
      where job_id = ${targetId} ${cursor ? sql`and contact_id > ${cursor}::uuid` : sql``}
      order by contact_id limit ${size}`,
  );
  const last = changes.at(-1);
  if (!last) return null;
  const idsOf = (kind: string) => changes.filter((c) => c.kind === kind).map((c) => c.contact_id);
  const updated = idsOf('updated');
  const deactivated = idsOf('deactivated');
  const added = idsOf('added');
  const result: UndoResult = { ...before, keptSamples: [...before.keptSamples] };

  if (updated.length > 0) {
    result.restored += (
      await rows<{ id: string }>(
        tx,
        sql`
        update contacts c set
          ${RESTORE_FIELDS},
          is_active = case when ch.previous ? '_active' then (ch.previous ->> '_active')::boolean else c.is_active end,
          last_public_update = case when ch.previous ? '_last_public_update'
            then (ch.previous ->> '_last_public_update')::timestamptz else c.last_public_update end,
          updated_at = now()
        from import_changes ch
        where ${inChunk(targetId, updated, 'updated')} and c.id = ch.contact_id
        returning c.id`,
      )
    ).length;
    await restoreBaseline(tx, targetId, updated, 'phones');
    await restoreBaseline(tx, targetId, updated, 'emails');
  }
  if (deactivated.length > 0)
    result.reactivated += (
      await rows<{ id: string }>(
        tx,
        sql`
        update contacts c set is_active = true, updated_at = now()
        from import_changes ch
        where ${inChunk(targetId, deactivated, 'deactivated')} and c.id = ch.contact_id and not c.is_active
        returning c.id`,
      )
    ).length;
  if (added.length > 0) {
    // Deleting takes the file's phones and emails, vote history and turnout with the contact (cascades); the
    // audit trail keeps its rows, their contact unset.
    result.removed += (
      await rows<{ id: string }>(
        tx,
        sql`
        delete from contacts c
        where c.id = any(${sql.param(added)}::uuid[]) and not ${VOLUNTEER_DATA}
        returning c.id`,
      )
    ).length;
    const kept = await rows<{ id: string; system_id: string; full_name: string }>(
      tx,
      sql`
        select c.id, c.system_id, c.full_name from contacts c
        where c.id = any(${sql.param(added)}::uuid[])
        order by c.id`,
    );
    result.kept += kept.length;
    for (const k of kept.slice(0, Math.max(0, PREVIEW_SAMPLES - result.keptSamples.length)))
      result.keptSamples.push({ id: k.id, systemId: k.system_id, fullName: k.full_name });
  }
  // The marker commits with the chunk: a crash leaves both or neither.
  await tx.execute(sql`
    update import_jobs set undo_cursor = ${last.contact_id}::uuid, undo_result = ${JSON.stringify(result)}::jsonb,
      processed = processed + ${changes.length}, current_chunk = current_chunk + 1,
      total_chunks = greatest(total_chunks, current_chunk + 1), heartbeat_at = now(), updated_at = now()
    where id = ${jobId}`);
  return { count: changes.length, cursor: last.contact_id, result };
}

/** The baseline phones (or emails) the import replaced go back: the import's ones out, the previous ones in. */
async function restoreBaseline(tx: Tx, targetId: string, ids: string[], which: 'phones' | 'emails') {
  const key = `_${which}`;
  const table = sql.raw(which === 'phones' ? 'contact_phones' : 'contact_emails');
  await tx.execute(sql`
    delete from ${table} x using import_changes ch
    where ${inChunk(targetId, ids, 'updated')} and ch.previous ? ${key}
      and x.contact_id = ch.contact_id and x.is_baseline_data`);
  const insert =
    which === 'phones'
      ? sql`insert into contact_phones (contact_id, phone_number, phone_type, is_primary, is_baseline_data)
            select ch.contact_id, v.value, 'home', true, true`
      : sql`insert into contact_emails (contact_id, email, is_primary, is_baseline_data)
            select ch.contact_id, v.value, true, true`;
  await tx.execute(sql`
    ${insert}
    from import_changes ch cross join lateral jsonb_array_elements_text(ch.previous -> ${key}) as v(value)
    where ${inChunk(targetId, ids, 'updated')} and jsonb_typeof(ch.previous -> ${key}) = 'array'
      and exists (select 1 from contacts c where c.id = ch.contact_id)`);
}
