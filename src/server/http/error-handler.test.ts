import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  TooLargeError,
  UnauthorizedError,
  UnavailableError,
  UnsupportedTypeError,
} from '../errors.js';
import { ImportFileError } from '../imports/file-formats/import-file-error.js';
import { handleError } from './error-handler.js';

const app = Fastify({ logger: false });
app.setErrorHandler(handleError);
let thrown: DomainError = new NotFoundError('unset');
app.get('/throw', async () => {
  throw thrown;
});
afterAll(() => app.close());

async function answerTo(error: DomainError) {
  thrown = error;
  const res = await app.inject({ method: 'GET', url: '/throw' });
  return { status: res.statusCode, body: res.json() };
}

describe('a domain error becomes its status, with its message and its code as the body', () => {
  it.each([
    [new InvalidInputError('The word to type is DELETE.'), 400, 'invalid_input'],
    [new UnauthorizedError('Wrong email or password.'), 401, 'unauthenticated'],
    [new ForbiddenError('Not yours to change.'), 403, 'forbidden'],
    [new NotFoundError('That contact does not exist (any more).'), 404, 'not_found'],
    [new ConflictError('This contact already has that phone number.'), 409, 'conflict'],
    [new TooLargeError('The file is larger than the 100 MB limit.'), 413, 'payload_too_large'],
    [new UnsupportedTypeError('Send the voter file as multipart/form-data.'), 415, 'unsupported_type'],
    [new RateLimitedError('Too many attempts. Please wait a minute and try again.'), 429, 'rate_limited'],
    [new UnavailableError('Groundwork is in maintenance mode.'), 503, 'maintenance'],
    [new ImportFileError('invalid-input', 'The file is empty.'), 400, 'invalid_input'],
    [new ImportFileError('too-large', 'The workbook is too large.'), 413, 'payload_too_large'],
    [new ImportFileError('unsupported-type', 'Not a workbook.'), 415, 'unsupported_type'],
  ])('%s → %i %s', async (error, status, code) => {
    expect(await answerTo(error)).toEqual({ status, body: { message: error.message, code } });
  });

  it('sends the narrower code a throw site names, with the status of its kind', async () => {
    const stale = new ConflictError('Someone else changed this contact.', { code: 'stale_version' });
    expect(await answerTo(stale)).toEqual({
      status: 409,
      body: { message: stale.message, code: 'stale_version' },
    });
    const spent = new RateLimitedError('Reading resumes at 3:42 PM.', { code: 'read_budget_spent' });
    expect(await answerTo(spent)).toEqual({
      status: 429,
      body: { message: spent.message, code: 'read_budget_spent' },
    });
  });

  it('adds the field errors of invalid input', async () => {
    const errors = [{ path: 'currentPassword', message: 'The current password is wrong.' }];
    expect(await answerTo(new InvalidInputError('The current password is wrong.', errors))).toEqual({
      status: 400,
      body: { message: 'The current password is wrong.', code: 'invalid_input', errors },
    });
  });

  it('leaves out an empty list of field errors', async () => {
    expect((await answerTo(new InvalidInputError('No good.', []))).body).toEqual({
      message: 'No good.',
      code: 'invalid_input',
    });
  });
});
