import { scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../db/seed-users';
import { lastMail, mailedCode, solvedCaptcha, testClient, type TestClient } from '../test/test-app';
import { hashPassword, verifyPassword } from './passwords';

// The real derivation and comparison, watched: verifying must go through both (the last tests).
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  return { ...actual, scrypt: vi.fn(actual.scrypt), timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

/**
 * Issue 10, Security: passwords are stored with a memory-hard function (ASVS 2.4.1, 2.4.3): scrypt
 * with at least OWASP's N=2^15, r=8, p=3, checked on what the routes really store, and verified by
 * a constant-time comparison.
 */

/** scrypt needs 128 * N * r bytes of memory: 32 MiB at N=2^15, r=8 (OWASP Password Storage Cheat Sheet). */
const MIN_MEMORY_BYTES = 32 * 1024 * 1024;
/** N * r * p of N=2^15, r=8, p=3; OWASP's other settings (2^17/8/1, 2^16/8/2) do as much work or more. */
const MIN_WORK = 2 ** 15 * 8 * 3;
const NEW_PASSWORD = 'Ember#New2026';

interface StoredHash {
  scheme: string;
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseStored(stored: string): StoredHash {
  const [scheme = '', N, r, p, salt = '', key = ''] = stored.split('$');
  return {
    scheme,
    N: Number(N),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/** The stored value is scrypt of `password` with memory-hard parameters, recomputed independently. */
function expectMemoryHardScrypt(stored: string, password: string): void {
  const hash = parseStored(stored);
  expect(hash.scheme).toBe('scrypt');
  expect(Number.isInteger(Math.log2(hash.N))).toBe(true);
  expect(128 * hash.N * hash.r).toBeGreaterThanOrEqual(MIN_MEMORY_BYTES);
  expect(hash.N * hash.r * hash.p).toBeGreaterThanOrEqual(MIN_WORK);
  expect(hash.salt.length).toBeGreaterThanOrEqual(16);
  expect(hash.key.length).toBeGreaterThanOrEqual(32);
  const recomputed = scryptSync(password.normalize('NFKC'), hash.salt, hash.key.length, {
    N: hash.N,
    r: hash.r,
    p: hash.p,
    maxmem: 256 * hash.N * hash.r,
  });
  expect(recomputed.equals(hash.key)).toBe(true);
}

const storedHashOf = (client: TestClient, email: string) =>
  client.db.prepare<[string], { password_hash: string }>('SELECT password_hash FROM users WHERE email = ?').get(email)
    ?.password_hash ?? '';

describe('password storage', () => {
  it('hashes with scrypt at N=2^15, r=8, p=3 or stronger, salted, and scrypt itself reproduces the key', async () => {
    expectMemoryHardScrypt(await hashPassword(NEW_PASSWORD), NEW_PASSWORD);
  });

  it('salts every hash: the same password twice gives two different hashes, both verifying', async () => {
    const [first, second] = await Promise.all([hashPassword(NEW_PASSWORD), hashPassword(NEW_PASSWORD)]);
    expect(first).not.toBe(second);
    expect(parseStored(first).salt.equals(parseStored(second).salt)).toBe(false);
    expect(await verifyPassword(NEW_PASSWORD, second)).toBe(true);
  });

  it('stores the memory-hard hash of the password typed at registration', async () => {
    const client = await testClient();
    const email = 'new.player@example.test';
    expect(
      (await client.call('POST', '/api/auth/register/code', { email, captcha: await solvedCaptcha(client) })).status,
    ).toBe(200);
    const code = await mailedCode(client, email);
    expect((await client.call('POST', '/api/auth/register/verify', { email, code })).status).toBe(200);
    const registered = await client.call('POST', '/api/auth/register', {
      email,
      code,
      username: 'new_hero',
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
      birthDate: '1990-01-01',
      agreeTerms: true,
      agreePrivacy: true,
    });
    expect(registered.status).toBe(200);
    expectMemoryHardScrypt(storedHashOf(client, email), NEW_PASSWORD);
  });

  it('stores the memory-hard hash of a password set through a reset link', async () => {
    const client = await testClient();
    const { email } = DEMO_USERS.player;
    await client.call('POST', '/api/auth/password-reset', { email, captcha: await solvedCaptcha(client) });
    const token = /token=([A-Za-z0-9_-]{43})/.exec((await lastMail(client, email)).text)?.[1] ?? '';
    const reset = await client.call('POST', '/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expectMemoryHardScrypt(storedHashOf(client, email), NEW_PASSWORD);
  });
});

describe('password verification', () => {
  it('accepts the right password and refuses a wrong one, a tampered hash and another scheme', async () => {
    const stored = await hashPassword(NEW_PASSWORD);
    expect(await verifyPassword(NEW_PASSWORD, stored)).toBe(true);
    expect(await verifyPassword('Ember#New2027', stored)).toBe(false);
    const parts = stored.split('$');
    const tampered = [...parts.slice(0, 5), Buffer.alloc(32).toString('base64url')].join('$');
    expect(await verifyPassword(NEW_PASSWORD, tampered)).toBe(false);
    expect(await verifyPassword(NEW_PASSWORD, ['sha256', ...parts.slice(1)].join('$'))).toBe(false);
  });

  it('compares derived keys in constant time, for a wrong password as for the right one', async () => {
    const stored = await hashPassword(NEW_PASSWORD);
    const compare = vi.mocked(timingSafeEqual);
    for (const [password, expected] of [
      [NEW_PASSWORD, true],
      ['Ember#New2027', false],
    ] as const) {
      compare.mockClear();
      expect(await verifyPassword(password, stored)).toBe(expected);
      expect(compare).toHaveBeenCalledTimes(1);
      const [derived, storedKey] = compare.mock.calls[0] ?? [];
      expect(Buffer.from(storedKey as Uint8Array).equals(parseStored(stored).key)).toBe(true);
      expect((derived as Uint8Array).byteLength).toBe(parseStored(stored).key.length);
    }
  });
});

describe('login with an email no account has', () => {
  it('derives a key with the same scrypt work as a wrong password for a real account, so timing tells no one which emails exist', async () => {
    const client = await testClient();
    const derive = vi.mocked(scrypt);
    /** The length of salt, the key length and the parameters of every scrypt run one failed login makes. */
    const workOf = async (email: string) => {
      derive.mockClear();
      const response = await client.call('POST', '/api/auth/login', {
        email,
        password: 'Ember#Wrong2026',
        keepMeLoggedIn: false,
      });
      expect(response).toMatchObject({ status: 401, body: { error: 'password_1' } });
      return derive.mock.calls.map(([, salt, keyLength, options]) => {
        const { N, r, p } = options;
        return { saltBytes: Buffer.from(salt as Uint8Array).length, keyLength, N, r, p };
      });
    };
    const known = await workOf(DEMO_USERS.player.email);
    expect(known).toHaveLength(1);
    expect(await workOf('nobody.here@emberdeep.example')).toEqual(known);
  });
});
