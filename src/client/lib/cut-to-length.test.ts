import { describe, expect, it } from 'vitest';
import { cutToLength } from './cut-to-length';

describe('cutting a note to its length', () => {
  it('leaves a short text alone and cuts a long one', () => {
    expect(cutToLength('abc', 5)).toBe('abc');
    expect(cutToLength('abcdef', 5)).toBe('abcde');
  });

  it('never keeps half of an emoji', () => {
    const text = `${'a'.repeat(4)}👍`;
    expect(cutToLength(text, 5)).toBe('aaaa');
    expect(cutToLength(text, 6)).toBe(text);
  });
});
