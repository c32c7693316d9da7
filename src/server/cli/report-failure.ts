import { DomainError } from '../errors.js';
import { describeStartupError } from '../startup-error.js';
import { CliUsageError } from './context.js';

/** node:util parseArgs rejects unknown or malformed options with these codes. */
const isParseArgsError = (error: unknown) =>
  error instanceof TypeError && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');

/**
 * Prints why a command failed and returns its exit code: 2 for a mistake in how it was called, 1 otherwise.
 * An error with a message meant for people (a refused file, a missing record, bad settings) is printed as
 * that message alone; anything else with its stack, since it is a fault.
 */
export function reportFailure(error: unknown, print: (text: unknown) => void = console.error): number {
  if (error instanceof CliUsageError || isParseArgsError(error)) {
    print((error as Error).message);
    return 2;
  }
  if (error instanceof DomainError) {
    print(error.message);
    return 1;
  }
  const startup = describeStartupError(error);
  if (startup) {
    print(startup);
    return 1;
  }
  print(error);
  return 1;
}
