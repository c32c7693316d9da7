import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.js';

const token = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';

describe('redactUrl', () => {
  it('hides the token in a reset or invitation link path', () => {
    expect(redactUrl(`/reset-password/${token}`)).toBe('/reset-password/[redacted]');
    expect(redactUrl(`/reset-password/${token}?from=mail`)).toBe('/reset-password/[redacted]?from=mail');
  });

  it('hides the token in the API call that checks a reset or invitation link, not the confirm route', () => {
    expect(redactUrl(`/api/auth/password-reset/${token}`)).toBe('/api/auth/password-reset/[redacted]');
    expect(redactUrl(`/api/auth/password-reset/${token}/`)).toBe('/api/auth/password-reset/[redacted]/');
    expect(redactUrl(`/api/auth/password-reset/confirm${token}`)).toBe('/api/auth/password-reset/[redacted]');
    expect(redactUrl('/api/auth/password-reset/confirm')).toBe('/api/auth/password-reset/confirm');
    expect(redactUrl('/api/auth/password-reset')).toBe('/api/auth/password-reset');
  });

  it('hides any query parameter named like a token, keeping the others', () => {
    expect(redactUrl(`/api/x?token=${token}&page=2`)).toBe('/api/x?token=[redacted]&page=2');
    expect(redactUrl(`/api/x?page=2&resetToken=${token}`)).toBe('/api/x?page=2&resetToken=[redacted]');
    expect(redactUrl(`/api/x?TOKEN=${token}#top`)).toBe('/api/x?TOKEN=[redacted]#top');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/contacts/search?name=token&page=1')).toBe(
      '/api/contacts/search?name=token&page=1',
    );
    expect(redactUrl('/reset-password')).toBe('/reset-password');
    expect(redactUrl('/contacts/abc')).toBe('/contacts/abc');
  });
});
