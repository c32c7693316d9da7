import { describe, expect, it } from 'vitest';
import { reachableBeyondThisComputer } from './setup-code.js';

const local = { host: '127.0.0.1', appUrl: 'http://127.0.0.1:3000', trustProxy: false } as const;

describe('reachableBeyondThisComputer', () => {
  it('is false only for a loopback server, a loopback address and no proxy', () => {
    expect(reachableBeyondThisComputer(local)).toBe(false);
    expect(
      reachableBeyondThisComputer({ ...local, host: 'localhost', appUrl: 'http://localhost:3000' }),
    ).toBe(false);
    expect(reachableBeyondThisComputer({ ...local, host: '::1', appUrl: 'http://[::1]:3000' })).toBe(false);
  });

  it('is true when it listens beyond loopback, is served at another address, or trusts a proxy', () => {
    expect(reachableBeyondThisComputer({ ...local, host: '0.0.0.0' })).toBe(true);
    expect(reachableBeyondThisComputer({ ...local, appUrl: 'https://campaign.example.org' })).toBe(true);
    expect(reachableBeyondThisComputer({ ...local, trustProxy: 1 })).toBe(true);
    expect(reachableBeyondThisComputer({ ...local, trustProxy: ['10.0.0.1'] })).toBe(true);
  });
});
