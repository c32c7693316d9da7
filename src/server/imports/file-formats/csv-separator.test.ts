import { describe, expect, it } from 'vitest';
import { separatorOf } from './csv-separator.js';

describe('separatorOf', () => {
  it('is the separator the header line uses most: comma, semicolon (European Excel) or tab', () => {
    expect(separatorOf('Voter ID,Name Last,Name First')).toBe(',');
    expect(separatorOf('County Code;Voter ID;Name Last;Name First')).toBe(';');
    expect(separatorOf('County Code\tVoter ID\tName Last')).toBe('\t');
  });
  it('does not count separators inside quoted names', () => {
    expect(separatorOf('"Name, Last";"Name, First";Voter ID')).toBe(';');
    expect(separatorOf('"Last; First",Voter ID,City')).toBe(',');
  });
  it('is a comma when the line has a single column', () => {
    expect(separatorOf('Voter ID')).toBe(',');
  });
});
