import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema/index.js';
import { UnauthorizedError } from '../errors.js';

export const SIGN_IN_MESSAGE = 'You are not signed in. Please log in and try again.';

/** The signed-in user the session hook found for this request; nobody signed in is a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthorizedError(SIGN_IN_MESSAGE);
  return request.user;
}
