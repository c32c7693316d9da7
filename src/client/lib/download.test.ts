import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('filenameFromDisposition', () => {
  it('reads a quoted and an unquoted filename', () => {
    expect(filenameFromDisposition('attachment; filename="users 2026.xlsx"')).toBe('users 2026.xlsx');
    expect(filenameFromDisposition('attachment; filename=users.xlsx')).toBe('users.xlsx');
  });

  it('prefers the encoded filename* form', () => {
    expect(
      filenameFromDisposition(`attachment; filename="fallback.xlsx"; filename*=UTF-8''N%C3%BA%C3%B1ez.xlsx`),
    ).toBe('Núñez.xlsx');
  });

  it('keeps only the last path segment', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/users.xlsx"')).toBe('users.xlsx');
  });

  it('answers null when there is no name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition('attachment; filename=""')).toBeNull();
  });
});
