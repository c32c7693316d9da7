import { describe, expect, it } from 'vitest';
import { titleCaseName } from './title-case.js';

describe('titleCaseName', () => {
  it('title-cases names sent in capitals, after hyphens and apostrophes, with Mc', () => {
    expect(titleCaseName('MCDONALD')).toBe('McDonald');
    expect(titleCaseName("O'BRIEN")).toBe("O'Brien");
    expect(titleCaseName('SMITH-JONES')).toBe('Smith-Jones');
    expect(titleCaseName('DE LA CRUZ')).toBe('De La Cruz');
    expect(titleCaseName('NÚÑEZ')).toBe('Núñez');
    expect(titleCaseName('MACK')).toBe('Mack');
  });
  it('leaves names that already hold lower case as they are', () => {
    expect(titleCaseName('McDonald')).toBe('McDonald');
    expect(titleCaseName('van der Berg')).toBe('van der Berg');
    expect(titleCaseName('DeShawn')).toBe('DeShawn');
  });
});
