import { describe, expect, it } from 'vitest';
import { importCompleteMessage } from './imports.js';

describe('the import-complete toast', () => {
  it('says the counts with their nouns, singular for exactly one', () => {
    expect(importCompleteMessage(1, 1)).toBe('Processed 1 contact. 1 error.');
    expect(importCompleteMessage(3, 0)).toBe('Processed 3 contacts. 0 errors.');
  });

  it('writes a county-sized count as people read it', () => {
    expect(importCompleteMessage(180_000, 12)).toBe('Processed 180,000 contacts. 12 errors.');
  });
});
