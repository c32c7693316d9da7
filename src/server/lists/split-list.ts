/**
 * Cuts a walk list into turfs (issue 35): each turf a list of its own, with the parent's voters of a run of doors
 * in walking order, their results so far, and the parent's owner; assigned separately. The parent keeps all its
 * voters, so its progress is the total over its turfs (a result updates the voter's members on every list).
 */
import { eq, sql } from 'drizzle-orm';
import { formatCount } from '../../common/format.js';
import { LIST_NAME_MAX, TURFS_MAX, type TurfSummary } from '../../common/schemas/lists.js';
import type { Db, Executor } from '../db/client.js';
import { rows } from '../db/rows.js';
import { contactLists, type UserRow } from '../db/schema/index.js';
import { InvalidInputError } from '../errors.js';
import { cutTurfs, streetSide, turfsForDoors } from './cut-turfs.js';
import { managedList } from './list-access.js';

interface Door {
  side: string;
  /** The position of the door's last voter on the parent. */
  lastPosition: number;
  voters: number;
}

/** The list's doors in walking order: consecutive members of one household are a door. */
async function doorsOf(db: Executor, listId: string): Promise<Door[]> {
  const members = await rows<{ position: number; household: string | null }>(
    db,
    sql`
      SELECT position, household FROM contact_list_members WHERE list_id = ${listId}::uuid ORDER BY position`,
  );
  const doors: Door[] = [];
  let household: string | null = null;
  for (const m of members) {
    const last = doors.at(-1);
    if (last && m.household !== null && m.household === household) {
      last.lastPosition = m.position;
      last.voters++;
    } else doors.push({ side: streetSide(m.household), lastPosition: m.position, voters: 1 });
    household = m.household;
  }
  return doors;
}

/** "Precinct 2305 — Turf 3", the parent's name shortened so the whole stays a list name's length. */
export function turfName(parentName: string, number: number) {
  const suffix = ` — Turf ${number}`;
  const room = LIST_NAME_MAX - suffix.length;
  const base = parentName.length > room ? `${parentName.slice(0, room - 1).trimEnd()}…` : parentName;
  return `${base}${suffix}`;
}

const refuse = (message: string, path?: string) =>
  new InvalidInputError(message, path ? [{ path, message }] : undefined);

/** How many turfs the request asks for, checked against the list's doors. */
function turfCount(doors: number, input: { turfs?: number; doorsPerTurf?: number }) {
  if (doors === 0) throw refuse('This list has no voters left to cut into turfs.');
  const doorsText = `${formatCount(doors)} door${doors === 1 ? '' : 's'}`;
  if (input.turfs !== undefined) {
    if (input.turfs > doors)
      throw refuse(
        `This list has ${doorsText}, so it can be cut into at most ${formatCount(doors)} turf${doors === 1 ? '' : 's'}.`,
        'turfs',
      );
    return input.turfs;
  }
  const perTurf = input.doorsPerTurf ?? 0;
  const turfs = turfsForDoors(doors, perTurf);
  if (turfs < 2)
    throw refuse(
      `This list has ${doorsText}: at ${formatCount(perTurf)} doors per turf that is one turf. Choose fewer doors per turf.`,
      'doorsPerTurf',
    );
  if (turfs > TURFS_MAX)
    throw refuse(
      `At ${formatCount(perTurf)} doors per turf this list's ${doorsText} would make ${formatCount(turfs)} turfs; a list is cut into at most ${TURFS_MAX}. Choose more doors per turf.`,
      'doorsPerTurf',
    );
  return turfs;
}

export async function splitList(
  db: Db,
  user: UserRow,
  id: string,
  input: { turfs?: number; doorsPerTurf?: number },
): Promise<{ turfs: TurfSummary[] }> {
  const found = await managedList(db, user, id, 'cut');
  if (found.kind !== 'walk')
    throw refuse('Only walk lists are cut into turfs: a call list is worked by name, from anywhere.');
  if (found.parentId) throw refuse('This list is already a turf; cut the list it came from instead.');
  return db.transaction(async (tx) => {
    // Locked, so two cuts of one list at once make one set of turfs.
    const [parent] = await tx.select().from(contactLists).where(eq(contactLists.id, found.id)).for('update');
    if (!parent) throw refuse('This list was deleted meanwhile.');
    const [existing] = await tx
      .select({ id: contactLists.id })
      .from(contactLists)
      .where(eq(contactLists.parentId, parent.id))
      .limit(1);
    if (existing)
      throw refuse('This list is already cut into turfs. Delete its turfs to cut it again another way.');
    const doors = await doorsOf(tx, parent.id);
    const count = turfCount(doors.length, input);
    const cuts = cutTurfs(
      doors.map((d) => d.side),
      count,
    );
    const ranges = cuts.slice(1).map((end, i) => {
      const start = cuts[i] as number;
      const slice = doors.slice(start, end);
      return {
        after: start === 0 ? 0 : (doors[start - 1] as Door).lastPosition,
        through: (doors[end - 1] as Door).lastPosition,
        doors: slice.length,
        voters: slice.reduce((n, d) => n + d.voters, 0),
      };
    });
    const made = await tx
      .insert(contactLists)
      .values(
        ranges.map((_, i) => ({
          name: turfName(parent.name, i + 1),
          kind: parent.kind,
          filters: parent.filters,
          ownerId: parent.ownerId ?? user.id,
          parentId: parent.id,
          turfNumber: i + 1,
        })),
      )
      .returning({ id: contactLists.id, name: contactLists.name, turfNumber: contactLists.turfNumber });
    made.sort((a, b) => (a.turfNumber ?? 0) - (b.turfNumber ?? 0));
    const ids = made.map((t) => t.id);
    // One statement for every turf's members, numbered from 1 in the parent's order, with their results so far.
    await tx.execute(sql`
      INSERT INTO contact_list_members
        (list_id, contact_id, position, household, last_result, last_attempt_at, last_attempt_by)
      SELECT t.id, m.contact_id, row_number() OVER (PARTITION BY t.id ORDER BY m.position), m.household,
        m.last_result, m.last_attempt_at, m.last_attempt_by
      FROM unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${ranges.map((r) => r.after).join(',')}}`}::int[],
          ${`{${ranges.map((r) => r.through).join(',')}}`}::int[]) AS t(id, after, through)
        JOIN contact_list_members m
          ON m.list_id = ${parent.id}::uuid AND m.position > t.after AND m.position <= t.through`);
    return {
      turfs: made.map((t, i) => ({
        id: t.id,
        name: t.name,
        doors: (ranges[i] as { doors: number }).doors,
        voters: (ranges[i] as { voters: number }).voters,
      })),
    };
  });
}
