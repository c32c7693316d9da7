import { describe, expect, it } from 'vitest';
import { shortName } from './list-label';

describe('shortName', () => {
  it('keeps the end of a long name, so turfs of one list read apart', () => {
    expect(shortName('Precinct 1103 — Turf 1')).toBe('Precinct…Turf 1');
    expect(shortName('Precinct 1103 — Turf 2')).toBe('Precinct…Turf 2');
  });

  it('leaves a short name whole', () => {
    expect(shortName('Maria walk')).toBe('Maria walk');
  });
});
