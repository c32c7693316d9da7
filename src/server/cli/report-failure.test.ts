import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { ImportFileError } from '../imports/file-formats/import-file-error.js';
import { CliUsageError } from './context.js';
import { reportFailure } from './report-failure.js';

function report(error: unknown) {
  const printed: unknown[] = [];
  const code = reportFailure(error, (text) => printed.push(text));
  return { code, printed };
}

describe('reportFailure', () => {
  it("prints a domain error's message alone and exits 1", () => {
    expect(report(new ConflictError('An admin must remain.'))).toEqual({
      code: 1,
      printed: ['An admin must remain.'],
    });
    expect(report(new NotFoundError('There is no such user.'))).toEqual({
      code: 1,
      printed: ['There is no such user.'],
    });
  });

  it('prints a refused import file as its message', () => {
    expect(report(new ImportFileError('unsupported-type', 'This is not a voter file.'))).toEqual({
      code: 1,
      printed: ['This is not a voter file.'],
    });
  });

  it('exits 2 on a usage mistake, printing its message', () => {
    expect(report(new CliUsageError('Usage: npm run cli -- restore FILE'))).toEqual({
      code: 2,
      printed: ['Usage: npm run cli -- restore FILE'],
    });
  });

  it('prints a configuration problem as its message', () => {
    const error = new ConfigError(['PORT must be a number']);
    expect(report(error)).toEqual({ code: 1, printed: [error.message] });
  });

  it('prints an unexpected fault whole, stack and all', () => {
    const fault = new Error('disk on fire');
    expect(report(fault)).toEqual({ code: 1, printed: [fault] });
  });
});
