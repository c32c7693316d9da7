import { describe, expect, it } from 'vitest';
import { engineList, engineOption } from './engine.js';
import { copyText } from './plain-copy.js';
import { childPids, kbField, parseStat, processMemory } from './process-memory.js';

describe('reading /proc', () => {
  it('takes a kB field from smaps_rollup or status', () => {
    const rollup = 'Rss:                1756 kB\nPss:                 239 kB\nPss_Dirty:           112 kB\n';
    expect(kbField(rollup, 'Rss')).toBe(1756);
    expect(kbField(rollup, 'Pss')).toBe(239);
    expect(kbField(rollup, 'Swap')).toBe(0);
  });

  it('reads the parent and CPU times after a command name holding spaces and parentheses', () => {
    const fields = [
      'S',
      '41',
      '41',
      '41',
      '0',
      '-1',
      '4194560',
      '900',
      '7',
      '0',
      '0',
      '250',
      '50',
      '300',
      '100',
    ];
    const stat = `1234 (postgres: io (worker) 1) ${fields.join(' ')} 20 0 1 0`;
    expect(parseStat(stat)).toEqual({ ppid: 41, cpuSeconds: 3, childrenCpuSeconds: 4 });
  });

  it('measures this process and finds the children of its parent', () => {
    const self = processMemory(process.pid);
    expect(self.rssMb).toBeGreaterThan(10);
    expect(self.pssMb).toBeGreaterThan(0);
    expect(self.pssMb).toBeLessThanOrEqual(self.rssMb);
    expect(childPids(process.ppid)).toContain(process.pid);
    expect(processMemory(2 ** 30)).toEqual({ rssMb: 0, pssMb: 0 });
  });
});

describe('the plain COPY', () => {
  it('escapes what COPY text would read as a separator, and writes null as \\N', () => {
    expect(copyText('a\tb\nc\\d\re')).toBe('a\\tb\\nc\\\\d\\re');
    expect(copyText(null)).toBe('\\N');
    expect(copyText(true)).toBe('true');
  });
});

describe('--engine', () => {
  it('is embedded unless told, and refuses the engine that is gone', () => {
    expect(engineOption(undefined)).toBe('embedded');
    expect(engineOption('postgres')).toBe('postgres');
    expect(engineList('embedded, postgres')).toEqual(['embedded', 'postgres']);
    expect(() => engineOption('pglite')).toThrow(/embedded/);
  });
});
