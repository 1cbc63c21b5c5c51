import { describe, expect, it } from 'vitest';
import { loginRequestSchema, sessionIdSchema } from './auth';

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

describe('sessionIdSchema', () => {
  it('accepts a listed session id and refuses anything else with defaultError_12', () => {
    expect(sessionIdSchema.parse('AbCdEfGhIjKlMnOpQr_-12')).toBe('AbCdEfGhIjKlMnOpQr_-12');
    for (const bad of ['', 'short', 'AbCdEfGhIjKlMnOpQr_-12x', 'AbCdEfGhIjKlMnOpQr/+12', 42]) {
      const result = sessionIdSchema.safeParse(bad);
      expect(result.success ? undefined : result.error.issues[0]?.message).toBe('defaultError_12');
    }
  });
});
