import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateVoters } from '../../demo-data/generate-voters.js';
import { folderForThisFile } from '../../test/temp-folders.js';
import { floridaXls } from '../test/voter-files.js';
import { parseXls, XLS_OUT_OF_MEMORY_MESSAGE, XLS_TOO_SLOW_MESSAGE } from './read-xls.js';

const dir = folderForThisFile('gw-xls-');
const save = (content: Buffer) => {
  const name = path.join(dir, `${Math.random()}.xls`);
  fs.writeFileSync(name, content);
  return name;
};

describe('the .xls worker', () => {
  it('reads a workbook within its memory limit', async () => {
    const rows = await parseXls(save(floridaXls([...generateVoters({ count: 50, seed: 3 })])));
    expect(rows).toHaveLength(51);
  });

  it('stops a workbook that needs more memory than the worker may take, with a clear message', {
    timeout: 60_000,
  }, async () => {
    const file = save(floridaXls([...generateVoters({ count: 3_000, seed: 3 })]));
    await expect(parseXls(file, { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 })).rejects.toThrow(
      XLS_OUT_OF_MEMORY_MESSAGE,
    );
  });

  it('stops a workbook that takes longer than its time limit, with a clear message', async () => {
    const file = save(floridaXls([...generateVoters({ count: 50, seed: 3 })]));
    await expect(parseXls(file, undefined, 1)).rejects.toThrow(XLS_TOO_SLOW_MESSAGE);
  });
});
