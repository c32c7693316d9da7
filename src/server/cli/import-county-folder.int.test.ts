/**
 * `npm run cli -- import FOLDER`: a folder of county extracts (CCC_YYYYMMDD.txt, the Florida layout) goes in as one
 * refresh, end to end through the command: one preview, one job, one undo, and a full refresh marks inactive only
 * the missing voters of the counties whose files it was given (issue 39).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../db/rows.js';
import { generateVoters } from '../demo-data/generate-voters.js';
import type { FloridaVoterRow } from '../imports/file-formats/florida-layout.js';
import { writeFloridaTxt } from '../imports/test/write-florida-txt.js';
import { setupTestDatabase } from '../test/database.js';
import { run as runImport } from './import.js';
import { run as runUndo } from './undo-import.js';

const t = setupTestDatabase();
let work = '';
const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'gw-county-folder-'));
  process.env.DATABASE_URL = t.database.url;
  process.env.DATA_DIR = path.join(work, 'data');
});
afterAll(async () => {
  for (const [key, value] of Object.entries(saved))
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  await rm(work, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The voters of each county: generated voters (each county its own), with the county's code. */
const COUNTIES = { ALA: [0, 30], BAK: [30, 20], CLA: [50, 10] } as const;
type County = keyof typeof COUNTIES;
const votersOf = (county: County): FloridaVoterRow[] => {
  const [offset, count] = COUNTIES[county];
  return [...generateVoters({ count, offset, seed: 5 })].map((v) => ({ ...v, 'County Code': county }));
};

async function folderOf(name: string, files: Partial<Record<County, FloridaVoterRow[]>>) {
  const folder = path.join(work, name);
  await mkdir(folder, { recursive: true });
  for (const [county, voters] of Object.entries(files))
    await writeFloridaTxt(path.join(folder, `${county}_20250107.txt`), voters);
  return folder;
}

/** The command's printed lines. */
async function cli(run: (args: string[]) => Promise<void>, args: string[]) {
  const printed: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  await run(args);
  vi.restoreAllMocks();
  return printed.join('\n');
}

const activeByCounty = async () =>
  Object.fromEntries(
    (
      await rows<{ county_code: string; n: number }>(
        t.db,
        sql`SELECT county_code, count(*)::int AS n FROM contacts WHERE is_active GROUP BY 1 ORDER BY 1`,
      )
    ).map((r) => [r.county_code, r.n]),
  );
const jobsApplied = async () =>
  (await rows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM import_jobs WHERE NOT dry_run`))[0]?.n;

describe('a folder of county files on the command line', () => {
  it('imports as one refresh, previews and undoes as one, and keeps the voters of a county not given', async () => {
    const all = await folderOf('first', { ALA: votersOf('ALA'), BAK: votersOf('BAK'), CLA: votersOf('CLA') });
    // A file that is not a county extract is left alone.
    await writeFile(path.join(all, 'README.txt'), 'not voters');
    const first = await cli(runImport, [all, '--full']);
    expect(first).toMatch(/Imported 3 county files \(ALA, BAK, CLA\) in .* 60 rows, 60 new/);
    expect(await activeByCounty()).toEqual({ ALA: 30, BAK: 20, CLA: 10 });
    expect(await jobsApplied()).toBe(1);

    // The next refresh gives ALA without five of its voters, BAK as it was, and no file for CLA.
    const refresh = await folderOf('second', { ALA: votersOf('ALA').slice(5), BAK: votersOf('BAK') });
    const preview = await cli(runImport, [refresh, '--full', '--preview']);
    expect(preview).toMatch(
      /Preview of 2 county files \(ALA, BAK\) .*: 0 would be added, 0 changed, 45 unchanged, 5 marked inactive/,
    );
    expect(await activeByCounty()).toEqual({ ALA: 30, BAK: 20, CLA: 10 });
    expect(await jobsApplied()).toBe(1);

    const applied = await cli(runImport, [refresh, '--full', '--yes']);
    expect(applied).toMatch(/45 unchanged, 5 marked inactive/);
    // CLA's file was not given: its voters stay active, though none of them was in the refresh.
    expect(await activeByCounty()).toEqual({ ALA: 25, BAK: 20, CLA: 10 });
    expect(await jobsApplied()).toBe(2);

    const jobId = /\(job ([0-9a-f-]{36})\)/.exec(applied)?.[1] as string;
    const undone = await cli(runUndo, [jobId]);
    expect(undone).toMatch(/5 made active again/);
    expect(await activeByCounty()).toEqual({ ALA: 30, BAK: 20, CLA: 10 });
  });

  it('refuses a folder with no county files, or two files for one county, changing nothing', async () => {
    const empty = await folderOf('empty', {});
    await writeFile(path.join(empty, 'notes.txt'), 'nothing here');
    await expect(cli(runImport, [empty])).rejects.toThrow(/no county voter files.*ALA_20250107\.txt/);
    const twice = await folderOf('twice', { ALA: votersOf('ALA') });
    await writeFloridaTxt(path.join(twice, 'ALA_20250301.txt'), votersOf('ALA'));
    await expect(cli(runImport, [twice])).rejects.toThrow(
      /two files for the county ALA \(ALA_20250107\.txt and ALA_20250301\.txt\)/,
    );
    expect(await activeByCounty()).toEqual({});
    expect(await jobsApplied()).toBe(0);
  });
});
