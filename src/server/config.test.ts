import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const made: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>) {
  try {
    loadConfig({ DATA_DIR: tmp(), ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  it('runs with no environment at all: embedded database, port 5000, ./data', () => {
    const cwd = process.cwd();
    const dir = tmp();
    process.chdir(dir);
    try {
      const config = loadConfig({});
      expect(config.port).toBe(5000);
      expect(config.host).toBe('127.0.0.1');
      expect(config.databaseUrl).toBeUndefined();
      expect(config.dataDir).toBe(path.join(fs.realpathSync(dir), 'data'));
      expect(config.appUrl).toBe('http://127.0.0.1:5000');
      expect(config.admin).toBeUndefined();
      expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    } finally {
      process.chdir(cwd);
    }
  });

  it('keeps the generated session secret across restarts', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(loadConfig({ DATA_DIR: dir }).sessionSecret);
  });

  it('refuses a port that is not a number, naming the variable', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a number']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 0 and 65535']);
  });

  it('refuses a DATABASE_URL that is not a postgres URL', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toEqual([
      'DATABASE_URL must start with postgres:// or postgresql://',
    ]);
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together, with a password of 8 characters or more', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.org' })).toEqual([
      'ADMIN_EMAIL and ADMIN_PASSWORD must be given together',
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD must be at least 8 characters',
    ]);
    expect(problemsOf({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'longenough' })).toEqual([
      'ADMIN_EMAIL must be an email address',
    ]);
  });

  it('limits voter-file uploads to IMPORT_MAX_FILE_MB megabytes, 500 unless set', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).importMaxBytes).toBe(500 * 1024 ** 2);
    expect(loadConfig({ DATA_DIR: tmp(), IMPORT_MAX_FILE_MB: '20' }).importMaxBytes).toBe(20 * 1024 ** 2);
    expect(problemsOf({ IMPORT_MAX_FILE_MB: 'lots' })).toEqual(['IMPORT_MAX_FILE_MB must be a number']);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET is required when NODE_ENV=production',
    ]);
    const config = loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(config.isProduction).toBe(true);
  });

  it('lists every problem at once in the message', () => {
    try {
      loadConfig({ DATA_DIR: tmp(), PORT: 'x', SMTP_URL: 'http://mail' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('Groundwork cannot start');
      expect((error as Error).message).toContain('PORT must be a number');
      expect((error as Error).message).toContain('SMTP_URL must look like smtp://user:pass@host:port');
    }
  });

  it('uses APP_URL without a trailing slash for links in mail', () => {
    expect(loadConfig({ DATA_DIR: tmp(), APP_URL: 'https://vote.example.org/' }).appUrl).toBe(
      'https://vote.example.org',
    );
  });

  it('trusts no proxy unless TRUST_PROXY says which, also in production', () => {
    const production = { DATA_DIR: tmp(), NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ...production, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: '10.0.0.11, 10.0.0.0/24,loopback' }).trustProxy).toEqual([
      '10.0.0.11',
      '10.0.0.0/24',
      'loopback',
    ]);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY must be a number of proxy hops or a comma list of proxy addresses (not understood: true)',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/33' })[0]).toContain('not understood: 10.0.0.0/33');
  });
});
