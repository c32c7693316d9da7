import { describe, expect, it } from 'vitest';
import { assertUncommonPassword, COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.js';

describe('the common-password check', () => {
  it('knows breached favourites in any case', () => {
    for (const p of ['password', 'Password1', '12345678', 'qwertyuiop', 'ILOVEYOU', ' iloveyou ']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('lets ordinary passphrases through', () => {
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(isCommonPassword('a brand new passphrase')).toBe(false);
  });

  it('refuses with a message naming the field', () => {
    expect(() => assertUncommonPassword('password123', 'newPassword')).toThrow(COMMON_PASSWORD_MESSAGE);
    try {
      assertUncommonPassword('password123', 'newPassword');
    } catch (error) {
      expect(error).toMatchObject({
        fieldErrors: [{ path: 'newPassword', message: COMMON_PASSWORD_MESSAGE }],
      });
    }
  });
});
