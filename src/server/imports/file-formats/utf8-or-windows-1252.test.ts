import { describe, expect, it } from 'vitest';
import { asUtf8 } from './utf8-or-windows-1252.js';

async function decoded(...chunks: Buffer[]) {
  const out: Buffer[] = [];
  for await (const chunk of asUtf8(chunks)) out.push(chunk);
  return Buffer.concat(out).toString('utf8');
}

describe('asUtf8', () => {
  it('passes UTF-8 through, a character split between two chunks included', async () => {
    const bytes = Buffer.from('José Núñez, Zoë €\n');
    expect(await decoded(bytes.subarray(0, 4), bytes.subarray(4))).toBe('José Núñez, Zoë €\n');
    expect(await decoded(bytes.subarray(0, 15), bytes.subarray(15, 16), bytes.subarray(16))).toBe(
      'José Núñez, Zoë €\n',
    );
  });

  it('reads a file that is not UTF-8 as Windows-1252, as Excel on Windows saves CSV', async () => {
    expect(await decoded(Buffer.from([0x4a, 0x6f, 0x73, 0xe9, 0x2c, 0x80, 0x93, 0x94]))).toBe('José,€“”');
  });

  it('switches to Windows-1252 at the first byte that is not UTF-8, far into the file', async () => {
    const ascii = Buffer.from('County Code,Voter ID\n'.repeat(100));
    const latin = Buffer.from('LEO,1,Mu\xf1oz\n', 'latin1');
    expect(await decoded(ascii, latin)).toBe(`${ascii.toString()}LEO,1,Muñoz\n`);
  });

  it('reads a last byte that starts a character but ends the file as Windows-1252', async () => {
    expect(await decoded(Buffer.from('Ren'), Buffer.from([0xe9]))).toBe('René');
  });
});
