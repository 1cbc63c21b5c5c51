import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth';

function firstKey(input: unknown): string | undefined {
  const result = loginRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('loginRequestSchema', () => {
  it('accepts a well-formed login and trims the email', () => {
    expect(loginRequestSchema.parse({ email: ' a@b.co ', password: 'x', keepMeLoggedIn: false }).email).toBe('a@b.co');
  });
  it('answers each refusal with its catalogue key', () => {
    expect(firstKey({ email: 'nope', password: 'x', keepMeLoggedIn: false })).toBe('email_10');
    expect(firstKey({ email: 'a@b.co', password: '', keepMeLoggedIn: false })).toBe('password_2');
    expect(firstKey({ email: 'a@b.co', password: 'x', keepMeLoggedIn: 'yes' })).toBe('keepMeLoggedIn');
    expect(firstKey({ email: 42, password: 'x', keepMeLoggedIn: true })).toBe('email_10');
  });
});
