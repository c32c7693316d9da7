import { describe, expect, it } from 'vitest';
import { LOG_LEVELS, loadConfig } from './config.js';
import { loggerOptions, showsWarnings } from './logger-options.js';
import { folderForThisTest } from './test/temp-folders.js';

const transportOf = (options: ReturnType<typeof loggerOptions>) =>
  typeof options === 'object' && options !== null && 'transport' in options ? options.transport : undefined;

describe('loggerOptions', () => {
  it('writes readable lines to a terminal and JSON elsewhere, unless LOG_FORMAT says otherwise', () => {
    const base = { logLevel: 'info' } as const;
    expect(transportOf(loggerOptions({ ...base, logFormat: undefined }, true))).toMatchObject({
      target: 'pino-pretty',
    });
    expect(transportOf(loggerOptions({ ...base, logFormat: undefined }, false))).toBeUndefined();
    expect(transportOf(loggerOptions({ ...base, logFormat: 'json' }, true))).toBeUndefined();
    expect(transportOf(loggerOptions({ ...base, logFormat: 'pretty' }, false))).toMatchObject({
      target: 'pino-pretty',
    });
  });

  it('reads LOG_FORMAT and refuses anything but json or pretty', () => {
    // loadConfig makes DATA_DIR; a folder of the test's own, removed after it.
    const dataDir = folderForThisTest('gw-log-format-');
    expect(loadConfig({ DATA_DIR: dataDir, LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: dataDir }).logFormat).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, LOG_FORMAT: 'xml' })).toThrow(
      'LOG_FORMAT must be json or pretty',
    );
  });

  it('says which levels show warnings (the setup code is printed to standard error when they are hidden)', () => {
    expect(LOG_LEVELS.filter(showsWarnings)).toEqual(['trace', 'debug', 'info', 'warn']);
  });
});
