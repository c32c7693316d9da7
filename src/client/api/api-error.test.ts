import { describe, expect, it } from 'vitest';
import { ApiError, errorCode, errorMessage, errorStatus, NETWORK_FAILURE_STATUS } from './api-error';

const response = (body: string | null, init: ResponseInit) => new Response(body, init);

describe('ApiError.fromResponse', () => {
  it("reads the server's JSON error: status and message", async () => {
    const error = await ApiError.fromResponse(
      response('{"message":"Someone else changed this contact."}', { status: 409 }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Someone else changed this contact.');
    expect(error.fieldErrors).toEqual([]);
    expect(error.fromServer).toBe(true);
  });

  it("keeps each field's problem of a validation failure", async () => {
    const body = {
      message: 'Some of the information sent is not valid. Please check it and try again.',
      errors: [
        { path: 'ageRange.min', message: 'Min age must be at most 150' },
        { path: 'zipCodes.0', message: 'Each ZIP code must be 5 digits, such as 32301' },
      ],
    };
    const error = await ApiError.fromResponse(response(JSON.stringify(body), { status: 400 }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(body.message);
    expect(error.fieldErrors).toEqual(body.errors);
  });

  it("reads the server's code, and none from an answer without one or with a code this version does not know", async () => {
    const stale = await ApiError.fromResponse(
      response('{"message":"Someone else changed this contact.","code":"stale_version"}', { status: 409 }),
    );
    expect(stale.code).toBe('stale_version');
    expect(stale.message).toBe('Someone else changed this contact.');
    const older = await ApiError.fromResponse(response('{"message":"Gone."}', { status: 404 }));
    expect(older.code).toBeNull();
    const newer = await ApiError.fromResponse(
      response('{"message":"Try later.","code":"a_code_of_tomorrow"}', { status: 429 }),
    );
    expect(newer.code).toBeNull();
    expect(newer.message).toBe('Try later.');
    expect(newer.fromServer).toBe(true);
  });

  it("does not take a proxy's HTML page for the server's message", async () => {
    const error = await ApiError.fromResponse(
      response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    expect(error.status).toBe(502);
    expect(error.fromServer).toBe(false);
    expect(error.message).toBe('The server answered 502 Bad Gateway.');
    expect(error.fieldErrors).toEqual([]);
    expect(error.code).toBeNull();
  });

  it('treats JSON of another shape and an empty body like any body without a message', async () => {
    const other = await ApiError.fromResponse(response('{"error":"nope"}', { status: 500 }));
    expect(other.fromServer).toBe(false);
    expect(other.status).toBe(500);
    const empty = await ApiError.fromResponse(response(null, { status: 503 }));
    expect(empty.fromServer).toBe(false);
    expect(empty.message).toBe('The server answered 503.');
  });
});

describe('ApiError.networkFailure', () => {
  it('has status 0 and keeps the cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = ApiError.networkFailure(cause);
    expect(error.status).toBe(NETWORK_FAILURE_STATUS);
    expect(error.status).toBe(0);
    expect(error.cause).toBe(cause);
    expect(error.fromServer).toBe(false);
  });
});

describe('errorMessage', () => {
  it("gives each field's problem, else the server's message, else the fallback", () => {
    const fields = new ApiError(
      400,
      'Not valid.',
      [
        { path: 'ageRange.min', message: 'Min age must be at most 150' },
        { path: 'zipCodes.0', message: 'Each ZIP code must be 5 digits, such as 32301' },
      ],
      true,
    );
    expect(errorMessage(fields, 'Preview failed')).toBe(
      'Min age must be at most 150. Each ZIP code must be 5 digits, such as 32301',
    );
    expect(errorMessage(new ApiError(400, 'Bad email', [], true), 'Login failed')).toBe('Bad email');
    expect(errorMessage(new ApiError(500, '', [], true), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new ApiError(502, 'The server answered 502.'), 'Login failed')).toBe('Login failed');
    expect(errorMessage(ApiError.networkFailure(new TypeError('x')), 'Login failed')).toBe('Login failed');
    expect(errorMessage(new Error('something else'), 'Login failed')).toBe('Login failed');
    expect(errorMessage('nope', 'Login failed')).toBe('Login failed');
  });
});

describe('errorStatus', () => {
  it('is the status of an ApiError and null for anything else', () => {
    expect(errorStatus(new ApiError(409, 'Stale'))).toBe(409);
    expect(errorStatus(new Error('409: Stale'))).toBeNull();
    expect(errorStatus(undefined)).toBeNull();
  });
});

describe('errorCode', () => {
  it("is the server's code of an ApiError and null for anything else", async () => {
    const spent = await ApiError.fromResponse(
      new Response('{"message":"Reading resumes at 3:42 PM.","code":"read_budget_spent"}', { status: 429 }),
    );
    expect(errorCode(spent)).toBe('read_budget_spent');
    expect(errorCode(ApiError.networkFailure(new TypeError('x')))).toBeNull();
    expect(errorCode(new Error('read_budget_spent'))).toBeNull();
    expect(errorCode(undefined)).toBeNull();
  });
});
