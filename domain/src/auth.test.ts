import { describe, expect, it } from 'vitest';
import { normalizeEmail, passwordSchema, signInSchema } from './auth.ts';
import { fieldErrorsOf } from './errors.ts';
import { sessionMessages } from './messages/session.ts';
import { validationMessages } from './messages/validation.ts';

describe('sign-in rules (spec part 1 §5 "Login")', () => {
  it('trims both fields', () => {
    expect(signInSchema.parse({ email: '  admin@example.com ', password: ' Admin12345! ' })).toEqual({
      email: 'admin@example.com',
      password: 'Admin12345!',
    });
  });

  it('requires both fields, blank counts as empty, one message per field', () => {
    const result = signInSchema.safeParse({ email: '   ', password: '' });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual([
      { field: 'email', message: validationMessages.emailRequired },
      { field: 'password', message: sessionMessages.passwordRequired },
    ]);
  });

  it('compares e-mails case-insensitively through one normal form', () => {
    expect(normalizeEmail('  Salon1@Example.COM ')).toBe('salon1@example.com');
  });
});

describe('password rules (10–25 characters)', () => {
  const messageOf = (password: string) => {
    const result = passwordSchema.safeParse(password);
    return result.success ? null : result.error.issues[0]?.message;
  };
  it.each([
    ['', sessionMessages.passwordRequired],
    ['123456789', sessionMessages.passwordTooShort],
    ['  123456789  ', sessionMessages.passwordTooShort],
    ['x'.repeat(26), sessionMessages.passwordTooLong],
    ['1234567890', null],
    ['x'.repeat(25), null],
  ])('%j → %s', (password, expected) => {
    expect(messageOf(password)).toBe(expected);
  });
});
