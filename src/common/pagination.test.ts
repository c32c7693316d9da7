import { describe, expect, it } from 'vitest';
import { clampPage, lastPage, pageItems, shownRange } from './pagination.js';

const pages = (total: number) => pageItems(total, 20).map((item) => (item.type === 'page' ? item.page : '…'));

describe('pageItems', () => {
  it('numbers every page up to 5', () => {
    expect(pages(0)).toEqual([1]);
    expect(pages(20)).toEqual([1]);
    expect(pages(21)).toEqual([1, 2]);
    expect(pages(100)).toEqual([1, 2, 3, 4, 5]);
  });
  it('adds an ellipsis and the last page beyond 5 pages', () => {
    expect(pages(101)).toEqual([1, 2, 3, 4, 5, '…', 6]);
    expect(pages(300)).toEqual([1, 2, 3, 4, 5, '…', 15]);
  });
});

describe('clampPage', () => {
  it('keeps the page between 1 and the last page', () => {
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(41, 20)).toBe(3);
    expect(clampPage(0, 100, 20)).toBe(1);
    expect(clampPage(-3, 100, 20)).toBe(1);
    expect(clampPage(9, 100, 20)).toBe(5);
    expect(clampPage(3, 100, 20)).toBe(3);
    expect(clampPage(Number.NaN, 100, 20)).toBe(1);
  });
});

describe('shownRange', () => {
  it('gives the first and last result number of the page', () => {
    expect(shownRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
    expect(shownRange(1, 20, 7)).toEqual({ from: 1, to: 7 });
    expect(shownRange(2, 20, 300)).toEqual({ from: 21, to: 40 });
    expect(shownRange(15, 20, 290)).toEqual({ from: 281, to: 290 });
  });
});
