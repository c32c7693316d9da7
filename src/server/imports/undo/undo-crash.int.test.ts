import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ImportJob,
  importJobList,
  UNDO_INTERRUPTED_MESSAGE,
  undoImportResponse,
} from '../../../common/schemas/imports.js';
import { generateVoters } from '../../demo-data/generate-voters.js';
import { crashWorkspace, until as waitUntil } from '../../test/crash-workspace.js';
import { type ServerProcess, startServer, uploadVoterFile } from '../../test/server-process.js';
import type { FloridaVoterRow } from '../file-formats/florida-layout.js';
import { writeFloridaTxt } from '../test/write-florida-txt.js';

const VOTERS = 20_000;
const ADDED = 2_500;
const { work, dataDir, databaseEnv, onCleanup } = crashWorkspace('gw-undo-crash-');
const until = <T>(what: string, probe: () => Promise<T | undefined>) =>
  waitUntil(what, probe, { ms: 120_000 });

describe('a server killed with kill -9 during an undo', () => {
  it('marks the undo interrupted, and Undo again finishes it exactly', { timeout: 300_000 }, async () => {
    const env = { ...(await databaseEnv()), LOG_LEVEL: 'info' };
    let server: ServerProcess = await startServer({ dataDir, env, unreaped: true });
    const servers = [server];
    onCleanup(async () => {
      for (const s of servers) await s.stop();
    });
    let cookie = await server.signIn();
    const imports = async () =>
      importJobList.parse(await (await server.request('/api/admin/imports', { cookie })).json());
    const finished = (uploadId: string) =>
      until(`job ${uploadId}`, async () => {
        const job = (await imports()).find((j) => j.uploadId === uploadId);
        return job && (job.status === 'completed' || job.status === 'failed') ? job : undefined;
      });
    const importTxt = async (name: string, rows: FloridaVoterRow[]) => {
      const file = path.join(work, name);
      await writeFloridaTxt(file, rows);
      const { uploadId, res } = await uploadVoterFile(server, cookie, file);
      expect(res.status, await res.clone().text()).toBe(202);
      const job = await finished(uploadId);
      expect(job.status, job.message ?? '').toBe('completed');
      return job;
    };

    const original = [...generateVoters({ count: VOTERS, seed: 11 })];
    await importTxt('LEO_20261001.txt', original);
    const streets = async () => {
      const search = (await (await server.request('/api/contacts/search?limit=20', { cookie })).json()) as {
        contacts: { id: string }[];
      };
      const found = new Map<string, string | null>();
      for (const { id } of search.contacts) {
        const res = await server.request(`/api/contacts/${id}`, { cookie });
        found.set(id, ((await res.json()) as { streetAddress: string | null }).streetAddress);
      }
      return found;
    };
    const before = await streets();
    expect(before.size).toBe(20);
    // The next month's file: every street changed, and some voters new.
    const moved = original.map((v) => ({ ...v, 'Residence Address Line 1': `9 Moved Way ${v['Voter ID']}` }));
    const added = [...generateVoters({ count: ADDED, seed: 12 })];
    const refresh = await importTxt('LEO_20261101.txt', [...moved, ...added]);
    expect(refresh).toMatchObject({ updated: VOTERS, inserted: ADDED });

    const undo = () => server.request(`/api/admin/imports/${refresh.id}/undo`, { method: 'POST', cookie });
    // Killed as the first chunk commits, straight from the log line: asking the busy server for its progress
    // first took long enough on a loaded machine for every chunk to be done before the kill.
    const killedAfterFirstChunk = server.crashWhenPrinted(/"msg":"undo chunk committed"/);
    const first = await undo();
    expect(first.status, await first.clone().text()).toBe(202);
    const { jobId } = undoImportResponse.parse(await first.json());
    const undoJob = async () => (await imports()).find((j) => j.id === jobId);
    await killedAfterFirstChunk;
    server = await startServer({ dataDir, env, unreaped: true });
    servers.push(server);
    cookie = await server.signIn();

    let lastSeen: ImportJob | undefined;
    const interrupted = await until('the undo marked failed', async () => {
      const job = await undoJob();
      if (job?.status === 'completed') throw new Error('the undo finished before it could be killed');
      lastSeen = job;
      return job?.status === 'failed' ? job : undefined;
    }).catch((error: Error) => {
      throw new Error(`${error.message}; the undo job: ${JSON.stringify(lastSeen)}\n${server.output()}`);
    });
    expect(interrupted.message).toBe(UNDO_INTERRUPTED_MESSAGE);
    expect(interrupted.processed).toBeGreaterThan(0);
    expect(interrupted.processed).toBeLessThan(VOTERS + ADDED);
    expect((await imports()).find((j) => j.id === refresh.id)).toMatchObject({
      undoable: true,
      undoneAt: null,
    });

    // Undo again: the same undo goes on from its marker.
    const again = await undo();
    expect(again.status, await again.clone().text()).toBe(202);
    expect(undoImportResponse.parse(await again.json())).toMatchObject({ jobId, alreadyUndone: false });
    const done: ImportJob = await until('the undo finished', async () => {
      const job = await undoJob();
      return job?.status === 'completed' ? job : undefined;
    });
    // Each change undone once: the totals of both runs add up to the record.
    expect(done.undoResult).toMatchObject({
      restored: VOTERS,
      removed: ADDED,
      deactivated: 0,
      reactivated: 0,
      kept: 0,
    });
    expect(done.processed).toBe(VOTERS + ADDED);

    // Only the first file's voters are active, with their streets from before.
    const stats = (await (await server.request('/api/admin/stats', { cookie })).json()) as {
      totalContacts: number;
    };
    expect(stats.totalContacts).toBe(VOTERS);
    expect(await streets()).toEqual(before);
    const third = await undo();
    expect(third.status).toBe(200);
    expect(undoImportResponse.parse(await third.json()).alreadyUndone).toBe(true);
  });
});
