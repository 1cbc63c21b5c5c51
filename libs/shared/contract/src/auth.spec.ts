import { describe, expect, it } from 'vitest';
import {
  loginRequestSchema,
  newPasswordField,
  passwordResetConfirmSchema,
  registerSchema,
  passwordChangeSchema,
  revokeSessionsSchema,
  sessionIdSchema,
} from './auth';

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

describe('the limits the contract sets where the SPEC is silent', () => {
  /** An address of `length` characters: a long local part at a short domain. */
  const addressOf = (length: number) => `${'a'.repeat(length - 'b.co'.length - 1)}@b.co`;
  const login = (changes: Record<string, unknown>) =>
    firstKey({ email: 'a@b.co', password: 'x', keepMeLoggedIn: false, ...changes });

  it('takes an address of up to 254 characters (RFC 5321), refusing a longer one as email_10', () => {
    expect(login({ email: addressOf(254) })).toBeUndefined();
    expect(login({ email: addressOf(255) })).toBe('email_10');
  });

  it('takes a sign-in password of up to 256 characters, so the server never hashes megabytes', () => {
    expect(login({ password: 'x'.repeat(256) })).toBeUndefined();
    expect(login({ password: 'x'.repeat(257) })).toBe('password_1');
  });

  it('takes a password-reset link token only as the 43 URL-safe characters the server issues', () => {
    const confirm = (token: string) =>
      passwordResetConfirmSchema.safeParse({ token, password: 'Ember#Demo2026', passwordConfirm: 'Ember#Demo2026' })
        .success;
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE';
    expect(token).toHaveLength(43);
    expect(confirm(token)).toBe(true);
    expect(confirm(token.slice(1))).toBe(false);
    expect(confirm(`${token}x`)).toBe(false);
    expect(confirm(`${token.slice(1)}/`)).toBe(false);
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

describe('password and username lengths count characters, not UTF-16 units (SPEC §5)', () => {
  const form = {
    email: 'a@b.co',
    code: '123456',
    username: 'Nyx',
    password: 'Ember#Demo2026',
    passwordConfirm: 'Ember#Demo2026',
    birthDate: '1990-01-01',
    agreeTerms: true,
    agreePrivacy: true,
  };
  const keyOf = (changes: Partial<typeof form>) => {
    const result = registerSchema.safeParse({ ...form, ...changes });
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('takes letters and digits of any script with _ and -, and nothing else (username_1)', () => {
    expect(keyOf({ username: 'Никс_2-ё' })).toBeUndefined();
    expect(keyOf({ username: '忍者ninja' })).toBeUndefined();
    for (const username of ['Nyx Ember', 'Nyx<b>', 'Nyx.Ember', 'Nyx@home'])
      expect(keyOf({ username })).toBe('username_1');
  });

  it('refuses a two-character username even when one character takes two units (zod counts characters)', () => {
    expect(keyOf({ username: '𠮷a' })).toBe('username_2');
    expect(keyOf({ username: '𠮷ab' })).toBeUndefined();
  });

  it('refuses a password of five characters written in eight units, and takes one of eight characters', () => {
    expect(newPasswordField.safeParse('𠮷𠮷𠮷1!').success).toBe(false);
    expect(newPasswordField.safeParse('𠮷𠮷𠮷1!abc').success).toBe(true);
  });

  it('refuses a password over 128 characters as not valid (password_3), not as too short', () => {
    const long = `Ab1!${'x'.repeat(125)}`;
    expect(newPasswordField.safeParse(long.slice(0, 128)).success).toBe(true);
    const result = newPasswordField.safeParse(long);
    expect(result.success ? undefined : result.error.issues[0]?.message).toBe('password_3');
  });
});

describe('new passwords (SPEC §5: at least 8 characters with letters, numbers and special characters)', () => {
  const keyOf = (password: string) => {
    const result = newPasswordField.safeParse(password);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('takes 8 characters with a letter, a digit and a special character', () => {
    expect(keyOf('Abcdef#1')).toBeUndefined();
    expect(keyOf('ñandú#42')).toBeUndefined();
  });

  it('refuses 7 such characters, and 8 or more missing any one kind, with password_6', () => {
    expect(keyOf('Abcde#1')).toBe('password_6');
    expect(keyOf('Abcdefg1')).toBe('password_6');
    expect(keyOf('Abcdefg#')).toBe('password_6');
    expect(keyOf('1234567#')).toBe('password_6');
    // A space is not a special character.
    expect(keyOf('Abcdef 1')).toBe('password_6');
  });
});

describe('revokeSessionsSchema (ASVS 3.3.4: the password again before ending other sessions)', () => {
  const keyOf = (input: unknown) => {
    const result = revokeSessionsSchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('needs a password (password_2), and takes one longer than any password as a wrong one (password_3)', () => {
    expect(keyOf({})).toBe('password_2');
    expect(keyOf({ password: '' })).toBe('password_2');
    expect(keyOf({ password: 42 })).toBe('password_2');
    expect(keyOf({ password: 'x'.repeat(257) })).toBe('password_3');
    expect(keyOf(null)).toBe('defaultError_12');
    expect(revokeSessionsSchema.parse({ password: 'Ember#Demo2026' })).toEqual({ password: 'Ember#Demo2026' });
  });
});

describe('passwordChangeSchema (ASVS 2.1.6: the current password with the new one)', () => {
  const fieldsOf = (input: unknown) => {
    const result = passwordChangeSchema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };
  const change = { currentPassword: 'Ember#Demo2026', password: 'Torch#Light42', passwordConfirm: 'Torch#Light42' };

  it('takes the current password and a new one that keeps the rules, repeated', () => {
    expect(passwordChangeSchema.parse(change)).toEqual(change);
  });

  it('says each refused field: no current password, a weak new one, a repeat that differs', () => {
    expect(fieldsOf({ ...change, currentPassword: '' })).toEqual({ currentPassword: 'password_2' });
    expect(fieldsOf({ ...change, password: 'short1#', passwordConfirm: 'short1#' })).toEqual({
      password: 'password_6',
    });
    expect(fieldsOf({ ...change, passwordConfirm: 'Torch#Light43' })).toEqual({ passwordConfirm: 'password_5' });
    expect(fieldsOf({})).toMatchObject({ currentPassword: 'password_2', password: 'password_2' });
  });
});
