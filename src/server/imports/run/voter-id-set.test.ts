import { describe, expect, it } from 'vitest';
import { VoterIdSet } from './voter-id-set.js';

describe('VoterIdSet', () => {
  it('keeps ids that read as the same number apart when their text differs', () => {
    const ids = new VoterIdSet();
    for (const id of ['123', '0123', '123.0', '1e2', '+123', ' 123']) ids.add(id);
    expect(ids.size).toBe(6);
    expect(ids.has('100')).toBe(false);
    expect([...ids.batches(4)].flat().sort()).toEqual([' 123', '+123', '0123', '123', '123.0', '1e2']);
  });

  it('finds digits and letters alike, and counts an id added twice once', () => {
    const ids = new VoterIdSet();
    for (const id of ['100234567', 'A-17', '100234567', '9007199254740993', 'A-17']) ids.add(id);
    expect(ids.size).toBe(3);
    expect(ids.has('100234567')).toBe(true);
    expect(ids.has('A-17')).toBe(true);
    expect(ids.has('9007199254740993')).toBe(true);
    expect(ids.has('9007199254740992')).toBe(false);
    expect(ids.has('')).toBe(false);
  });

  it('gives every id back in batches of the size asked, as the text it was read as', () => {
    const ids = new VoterIdSet();
    const read = ['4294967295', '4294967296', '1', 'A-2', '0007', '100234567', '99'];
    for (const id of read) ids.add(id);
    const batches = [...ids.batches(3)];
    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
    expect(batches.flat().sort()).toEqual([...read].sort());
    ids.dispose();
  });
});
