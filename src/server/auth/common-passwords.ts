/**
 * New passwords are checked against a list of the most common passwords seen in breaches (NIST SP 800-63B,
 * 5.1.1.2): the 49,000 that zxcvbn-ts ships in @zxcvbn-ts/language-common, bundled, so no password leaves
 * the server. Case and surrounding spaces do not make a common password uncommon. The 8-character minimum
 * stays in the request schemas.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { InvalidInputError } from '../errors.js';

export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most commonly used ones, so it is easy to guess. Choose another: a few unrelated words make a strong one.';

let common: Set<string> | undefined;

export function isCommonPassword(password: string) {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.trim().toLowerCase());
}

/** Throws a 400 naming the form field, as the schema's own password checks do. */
export function assertUncommonPassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new InvalidInputError(COMMON_PASSWORD_MESSAGE, [{ path: field, message: COMMON_PASSWORD_MESSAGE }]);
  }
}
