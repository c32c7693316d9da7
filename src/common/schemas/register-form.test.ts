import { describe, expect, it } from 'vitest';
import { registerForm } from './auth.js';

describe('registerForm', () => {
  it('says the passwords do not match even when the phone number cannot be read', () => {
    const result = registerForm.safeParse({
      email: 'maria@example.org',
      firstName: 'María',
      lastName: 'López',
      phone: '85055',
      address: '1 Main St',
      city: 'Tallahassee',
      state: 'FL',
      zipCode: '32301',
      dateOfBirth: '1985-06-15',
      password: 'a long password',
      confirmPassword: 'another password',
    });
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual(['Please enter a valid 10-digit phone number', "Passwords don't match"]);
  });
});
