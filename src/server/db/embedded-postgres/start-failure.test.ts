import { describe, expect, it } from 'vitest';
import { embeddedFiles } from './files.js';
import { describeInitFailure, describeStartFailure } from './start-failure.js';

const files = embeddedFiles('/srv/gw');

describe('describeStartFailure', () => {
  it('reads a full disk, a read-only disk and a taken port from the server log', () => {
    expect(
      describeStartFailure(
        'FATAL:  could not write lock file "postmaster.pid": No space left on device',
        files,
        'x',
      ).error.message,
    ).toBe('The disk holding /srv/gw/postgres is full: free some space there and start Groundwork again.');
    expect(
      describeStartFailure('FATAL:  could not create lock file: Read-only file system', files, 'x').error
        .message,
    ).toMatch(/^\/srv\/gw\/postgres is on a read-only disk/);
    expect(
      describeStartFailure(
        'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use',
        files,
        'x',
      ).portTaken,
    ).toBe(true);
  });

  it('otherwise quotes the last FATAL line and names the log', () => {
    const { error, portTaken } = describeStartFailure(
      'LOG:  starting\nFATAL:  data directory "/srv/gw/postgres" has invalid permissions\n',
      files,
      'it stopped (exit code 1)',
    );
    expect(portTaken).toBe(false);
    expect(error.message).toBe(
      'The database server did not start: it stopped (exit code 1) (FATAL:  data directory "/srv/gw/postgres" has invalid permissions). Its log is /srv/gw/postgres.log.',
    );
  });
});

describe('describeInitFailure', () => {
  it("turns initdb's output into one line", () => {
    const failed = Object.assign(new Error('Command failed'), {
      stderr:
        'initdb: error: could not create directory "/srv/gw/postgres.initdb": No space left on device\n',
    });
    expect(describeInitFailure(failed, '/srv/gw/postgres').message).toMatch(
      /^The disk holding \/srv\/gw\/postgres is full/,
    );
  });
});
