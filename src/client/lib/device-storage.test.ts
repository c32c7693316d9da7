import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOwned, writeOwned } from './device-storage';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const isText = (value: unknown): value is string => typeof value === 'string';

describe('values kept for one person', () => {
  const stubbed = globalThis as { window?: unknown };
  beforeEach(() => {
    stubbed.window = { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() };
  });
  afterEach(() => {
    delete stubbed.window;
  });

  it('reads back what the same person kept', () => {
    writeOwned('session', 'k', 'user-a', 'Smith');
    expect(readOwned('session', 'k', 'user-a', isText)).toBe('Smith');
  });

  it('reads nothing for another person signed in on the device', () => {
    writeOwned('local', 'k', 'user-a', 'Smith');
    expect(readOwned('local', 'k', 'user-b', isText)).toBeNull();
  });

  it('reads nothing when the kept value is not the expected shape', () => {
    writeOwned('local', 'k', 'user-a', 42);
    expect(readOwned('local', 'k', 'user-a', isText)).toBeNull();
  });

  it('reads nothing from a value kept without an owner', () => {
    (stubbed.window as { localStorage: MemoryStorage }).localStorage.setItem('k', JSON.stringify('Smith'));
    expect(readOwned('local', 'k', 'user-a', isText)).toBeNull();
  });

  it('keeps nothing and breaks nothing where the browser has no storage', () => {
    delete stubbed.window;
    writeOwned('local', 'k', 'user-a', 'Smith');
    expect(readOwned('local', 'k', 'user-a', isText)).toBeNull();
  });
});
