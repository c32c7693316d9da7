import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CsvRecordCounter, inlineParameters } from './copy-csv.js';

describe('inlineParameters', () => {
  it('writes each parameter into the statement as a quoted literal', () => {
    const zip = "32301' OR true --";
    expect(
      inlineParameters(sql`select 1 where a = ${zip} and b > ${5} and c is ${null} and d = ${true}`),
    ).toBe(`select 1 where a = '32301'' OR true --' and b > (5) and c is NULL and d = TRUE`);
  });

  it('refuses what PostgreSQL text cannot hold', () => {
    expect(() => inlineParameters(sql`select ${'a\0b'}`)).toThrow(/NUL/);
    expect(() => inlineParameters(sql`select ${Number.NaN}`)).toThrow(/finite/);
  });
});

describe('CsvRecordCounter', () => {
  it('counts records, not the line breaks inside quoted values, across chunk boundaries', () => {
    const text = 'a,"one\nvalue ""quoted"", still\n"\nb,plain\nc,"x"\n';
    const counter = new CsvRecordCounter();
    for (const piece of [text.slice(0, 7), text.slice(7, 20), text.slice(20)])
      counter.add(Buffer.from(piece));
    expect(counter.count).toBe(3);
  });
});
