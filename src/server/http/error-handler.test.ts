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

describe('a domain error becomes its status, with its message as the body', () => {
  it.each([
    [new InvalidInputError('The word to type is DELETE.'), 400],
    [new UnauthorizedError('Wrong email or password.'), 401],
    [new ForbiddenError('Not yours to change.'), 403],
    [new NotFoundError('That contact does not exist (any more).'), 404],
    [new ConflictError('This contact already has that phone number.'), 409],
    [new TooLargeError('The file is larger than the 100 MB limit.'), 413],
    [new UnsupportedTypeError('Send the voter file as multipart/form-data.'), 415],
    [new RateLimitedError('Too many attempts. Please wait a minute and try again.'), 429],
    [new UnavailableError('Groundwork is in maintenance mode.'), 503],
    [new ImportFileError('invalid-input', 'The file is empty.'), 400],
    [new ImportFileError('too-large', 'The workbook is too large.'), 413],
    [new ImportFileError('unsupported-type', 'Not a workbook.'), 415],
  ])('%s → %i', async (error, status) => {
    expect(await answerTo(error)).toEqual({ status, body: { message: error.message } });
  });

  it('adds the field errors of invalid input', async () => {
    const errors = [{ path: 'currentPassword', message: 'The current password is wrong.' }];
    expect(await answerTo(new InvalidInputError('The current password is wrong.', errors))).toEqual({
      status: 400,
      body: { message: 'The current password is wrong.', errors },
    });
  });

  it('leaves out an empty list of field errors', async () => {
    expect((await answerTo(new InvalidInputError('No good.', []))).body).toEqual({ message: 'No good.' });
  });
});
