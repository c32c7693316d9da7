import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addChange, clearChanges, keepOnlyChangesOf, listChanges, replaceChange } from './queue-store';

/** A change kept by a version of the app that did not record who made it. */
const keepUnowned = (seq: number) =>
  replaceChange({ seq, kind: 'edit', payload: 'unowned', madeAt: new Date().toISOString() });

describe('keepOnlyChangesOf', () => {
  beforeEach(() => clearChanges());

  it("deletes another person's changes and those kept without an owner", async () => {
    await keepUnowned(1);
    await addChange('edit', 'theirs', 'user-b');
    await addChange('edit', 'mine', 'user-a');
    await keepOnlyChangesOf('user-a', false);
    expect((await listChanges()).map((c) => c.payload)).toEqual(['mine']);
  });

  it('marks changes kept without an owner as theirs when the person is proven to have made them', async () => {
    await keepUnowned(1);
    await addChange('edit', 'theirs', 'user-b');
    await keepOnlyChangesOf('user-a', true);
    expect((await listChanges()).map((c) => [c.payload, c.ownerId])).toEqual([['unowned', 'user-a']]);
  });
});
