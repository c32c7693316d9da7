import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.js';
import { EmbeddedPostgresError } from './db/embedded-postgres/errors.js';
import { describeStartupError } from './startup-error.js';

const systemError = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${code}: something`), { code, ...extra });

describe('describeStartupError', () => {
  it('says what to do about DATA_DIR on a read-only disk, without permission, or on a full disk', () => {
    expect(describeStartupError(systemError('EROFS', { path: '/mnt/ro/data' }))).toBe(
      '/mnt/ro/data is on a read-only disk: give DATA_DIR a writable directory and start again.',
    );
    expect(describeStartupError(systemError('EACCES', { path: '/srv/data' }))).toMatch(
      /^No permission to write \/srv\/data: /,
    );
    expect(describeStartupError(systemError('ENOSPC', { path: '/srv/data/outbox' }))).toMatch(
      /^The disk holding \/srv\/data\/outbox is full: free some space/,
    );
  });

  it('says a DATA_DIR that could not be made needs a writable place', () => {
    expect(describeStartupError(systemError('ENOENT', { path: '/mnt/ro/data', syscall: 'mkdir' }))).toMatch(
      /^Could not create \/mnt\/ro\/data: the disk is read-only or a folder above it is missing/,
    );
  });

  it("names the app's port when another program has it", () => {
    expect(describeStartupError(systemError('EADDRINUSE', { port: 5000 }))).toBe(
      'Port 5000 is already in use by another program: stop it or start Groundwork with another PORT.',
    );
  });

  it('passes messages meant for people through, and leaves faults to be printed with their stack', () => {
    expect(describeStartupError(new ConfigError(['PORT must be a number']))).toContain(
      'PORT must be a number',
    );
    expect(describeStartupError(new EmbeddedPostgresError('The disk is full.'))).toBe('The disk is full.');
    expect(describeStartupError(new TypeError('x is undefined'))).toBeNull();
  });
});
