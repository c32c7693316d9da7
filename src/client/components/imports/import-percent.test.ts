import { describe, expect, it } from 'vitest';
import { uploadPercent } from './import-percent';

describe('uploadPercent', () => {
  it('follows the bytes sent, rounded', () => {
    expect(uploadPercent({ loaded: 0, total: 2000 })).toBe(0);
    expect(uploadPercent({ loaded: 1005, total: 2000 })).toBe(50);
    expect(uploadPercent({ loaded: 2000, total: 2000 })).toBe(100);
  });

  it('never passes 100 and is 0 for an empty file', () => {
    expect(uploadPercent({ loaded: 2100, total: 2000 })).toBe(100);
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
  });
});
