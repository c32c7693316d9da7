import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import type { ChangeKind } from './change-kind';
import { drainQueue } from './drain';
import { addChange, clearChanges, listChanges } from './queue-store';

const OWNER = 'user-a';

interface Edit {
  id: string;
  text: string;
  expected: string;
}

/** A kind whose server is a list: each answer is scripted by the test. */
function editKind(answer: (edit: Edit) => Promise<{ version: string }>) {
  const sent: string[] = [];
  const kind: ChangeKind<Edit, { version: string }> = {
    send: async (edit) => {
      const result = await answer(edit);
      sent.push(edit.text);
      return result;
    },
    contactId: (edit) => edit.id,
    conflict: async (edit) => ({
      subject: edit.id,
      fields: [{ label: 'Notes', mine: edit.text, theirs: 'server text' }],
      rebased: { ...edit, expected: 'v-server' },
    }),
    carryForward: (sentEdit, result, later) =>
      later.id === sentEdit.id && later.expected === sentEdit.expected
        ? { ...later, expected: result.version }
        : null,
  };
  return { kind: kind as ChangeKind, sent };
}

const hooks = { sent: () => {}, refused: () => {} };
const networkDown = () => Promise.reject(ApiError.networkFailure(new TypeError('Failed to fetch')));

describe('drainQueue', () => {
  beforeEach(() => clearChanges());

  it('sends changes in the order they were made and empties the queue', async () => {
    const { kind, sent } = editKind(async (e) => ({ version: `v-${e.text}` }));
    for (const text of ['first', 'second', 'third'])
      await addChange('edit', { id: text, text, expected: 'v0' }, OWNER);
    expect(await drainQueue({ edit: kind }, hooks, OWNER)).toEqual({ stopped: 'done' });
    expect(sent).toEqual(['first', 'second', 'third']);
    expect(await listChanges()).toEqual([]);
  });

  it('stops at a network failure, keeping that change and every later one in order', async () => {
    let calls = 0;
    const { kind, sent } = editKind((e) =>
      ++calls === 2 ? networkDown() : Promise.resolve({ version: e.text }),
    );
    for (const text of ['a', 'b', 'c']) await addChange('edit', { id: text, text, expected: 'v0' }, OWNER);
    expect(await drainQueue({ edit: kind }, hooks, OWNER)).toEqual({ stopped: 'offline' });
    expect(sent).toEqual(['a']);
    expect((await listChanges()).map((c) => (c.payload as Edit).text)).toEqual(['b', 'c']);
  });

  it('keeps the queue on a 401 (the person signs in again, then it is sent)', async () => {
    const { kind } = editKind(() => Promise.reject(new ApiError(401, 'Not signed in')));
    await addChange('edit', { id: 'x', text: 'x', expected: 'v0' }, OWNER);
    expect(await drainQueue({ edit: kind }, hooks, OWNER)).toEqual({ stopped: 'signed-out' });
    expect(await listChanges()).toHaveLength(1);
  });

  it('stops at a conflict with both values, and sends nothing after it', async () => {
    const { kind, sent } = editKind((e) =>
      e.text === 'stale'
        ? Promise.reject(new ApiError(409, 'changed'))
        : Promise.resolve({ version: e.text }),
    );
    await addChange('edit', { id: 'c1', text: 'stale', expected: 'v0' }, OWNER);
    await addChange('edit', { id: 'c2', text: 'later', expected: 'v0' }, OWNER);
    const outcome = await drainQueue({ edit: kind }, hooks, OWNER);
    expect(outcome.stopped).toBe('conflict');
    if (outcome.stopped !== 'conflict') return;
    expect(outcome.conflict.fields).toEqual([{ label: 'Notes', mine: 'stale', theirs: 'server text' }]);
    expect(outcome.conflict.rebased).toMatchObject({ expected: 'v-server' });
    expect(sent).toEqual([]);
    expect(await listChanges()).toHaveLength(2);
  });

  it('sends a stale change again on top of the server’s version when nobody else changed its fields', async () => {
    const seen: string[] = [];
    const kind: ChangeKind<Edit, { version: string }> = {
      send: async (edit) => {
        seen.push(edit.expected);
        if (edit.expected !== 'v-server') throw new ApiError(409, 'changed');
        return { version: 'v-next' };
      },
      contactId: (edit) => edit.id,
      conflict: async (edit) => ({
        subject: edit.id,
        fields: [],
        rebased: { ...edit, expected: 'v-server' },
      }),
    };
    await addChange('edit', { id: 'c1', text: 'mine', expected: 'v0' }, OWNER);
    expect(await drainQueue({ edit: kind as ChangeKind }, hooks, OWNER)).toEqual({ stopped: 'done' });
    expect(seen).toEqual(['v0', 'v-server']);
    expect(await listChanges()).toEqual([]);
  });

  it("carries the server's new version to a later edit of the same contact made on top of this one", async () => {
    const expectedSeen: string[] = [];
    const { kind } = editKind(async (e) => {
      expectedSeen.push(e.expected);
      return { version: `after-${e.text}` };
    });
    await addChange('edit', { id: 'same', text: 'one', expected: 'v0' }, OWNER);
    await addChange('edit', { id: 'same', text: 'two', expected: 'v0' }, OWNER);
    await drainQueue({ edit: kind }, hooks, OWNER);
    expect(expectedSeen).toEqual(['v0', 'after-one']);
  });

  it("refuses a 409 that is not about a newer version (nothing differs), with the server's message", async () => {
    const refused: string[] = [];
    const { kind, sent } = editKind((e) =>
      e.text === 'duplicate'
        ? Promise.reject(new ApiError(409, 'This contact already has that phone number.', [], true))
        : Promise.resolve({ version: 'v' }),
    );
    const notAConflict: ChangeKind = { ...kind, conflict: async () => null };
    await addChange('edit', { id: '1', text: 'duplicate', expected: 'v0' }, OWNER);
    await addChange('edit', { id: '2', text: 'next', expected: 'v0' }, OWNER);
    const outcome = await drainQueue(
      { edit: notAConflict },
      { ...hooks, refused: (_c, m) => refused.push(m) },
      OWNER,
    );
    expect(outcome).toEqual({ stopped: 'done' });
    expect(refused).toEqual(['This contact already has that phone number.']);
    expect(sent).toEqual(['next']);
  });

  it('drops a change the server refuses for good and says why, then goes on', async () => {
    const refused: string[] = [];
    const { kind, sent } = editKind((e) =>
      e.text === 'bad'
        ? Promise.reject(new ApiError(400, 'Invalid', [], true))
        : Promise.resolve({ version: 'v' }),
    );
    await addChange('edit', { id: '1', text: 'bad', expected: 'v0' }, OWNER);
    await addChange('edit', { id: '2', text: 'good', expected: 'v0' }, OWNER);
    const outcome = await drainQueue(
      { edit: kind },
      { ...hooks, refused: (_c, m) => refused.push(m) },
      OWNER,
    );
    expect(outcome).toEqual({ stopped: 'done' });
    expect(refused).toEqual(['Invalid']);
    expect(sent).toEqual(['good']);
  });

  it("sends only the signed-in person's changes: another person's stay untouched", async () => {
    const { kind, sent } = editKind(async () => ({ version: 'v' }));
    await addChange('edit', { id: '1', text: 'theirs', expected: 'v0' }, 'user-b');
    await addChange('edit', { id: '2', text: 'mine', expected: 'v0' }, OWNER);
    expect(await drainQueue({ edit: kind }, hooks, OWNER)).toEqual({ stopped: 'done' });
    expect(sent).toEqual(['mine']);
    expect((await listChanges()).map((c) => c.ownerId)).toEqual(['user-b']);
  });
});
