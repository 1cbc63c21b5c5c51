import { describe, expect, it } from 'vitest';
import {
  hasValidCheckCharacter,
  migrationKeyCheckCharacter,
  migrationRequestSchema,
  normalizeMigrationKey,
  withdrawalRequestSchema,
} from './account';

function firstKey(
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** A well-formed key: 19 characters and their check character. */
function keyFrom(body: string): string {
  return normalizeMigrationKey(body + migrationKeyCheckCharacter(body));
}

describe('withdrawal request', () => {
  it('needs a password (password_2) and the confirmation (termsagree_2)', () => {
    expect(firstKey(withdrawalRequestSchema, { password: '', confirm: true })).toBe('password_2');
    expect(firstKey(withdrawalRequestSchema, { confirm: true })).toBe('password_2');
    expect(firstKey(withdrawalRequestSchema, { password: 'secret', confirm: false })).toBe('termsagree_2');
    expect(firstKey(withdrawalRequestSchema, { password: 'secret' })).toBe('termsagree_2');
    expect(withdrawalRequestSchema.parse({ password: 'secret', confirm: true })).toEqual({
      password: 'secret',
      confirm: true,
    });
  });
});

describe('migration request (SPEC §5)', () => {
  const key = keyFrom('EMBRLEGACYKEY234567');

  it('regroups a key typed in lower case without dashes', () => {
    expect(normalizeMigrationKey(key.replace(/-/g, '').toLowerCase())).toBe(key);
    expect(key).toMatch(/^[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/);
  });

  it('accepts a valid key and keeps a 19-digit old account id exact', () => {
    const parsed = migrationRequestSchema.parse({ migrationKey: key, oldAccountId: '9223372036854775807' });
    expect(parsed.oldAccountId).toBe('9223372036854775807');
    expect(parsed.migrationKey).toBe(key);
  });

  it('answers migration_1 for an empty or malformed key', () => {
    expect(firstKey(migrationRequestSchema, { migrationKey: '', oldAccountId: '76561198000000042' })).toBe(
      'migration_1',
    );
    expect(firstKey(migrationRequestSchema, { migrationKey: 'ABCDE-12345', oldAccountId: '76561198000000042' })).toBe(
      'migration_1',
    );
    // O and 0 are not in the alphabet.
    expect(
      firstKey(migrationRequestSchema, { migrationKey: 'OOOOO-OOOOO-OOOOO-OOOOO', oldAccountId: '76561198000000042' }),
    ).toBe('migration_1');
  });

  it('answers migration_2 for a key whose check character does not match (a typo)', () => {
    const last = key.slice(-1);
    const typo = key.slice(0, -1) + (last === 'A' ? 'B' : 'A');
    expect(hasValidCheckCharacter(typo)).toBe(false);
    expect(firstKey(migrationRequestSchema, { migrationKey: typo, oldAccountId: '76561198000000042' })).toBe(
      'migration_2',
    );
  });

  it('answers migration_6 for an old account id that is not 17 to 19 digits', () => {
    for (const oldAccountId of [
      '',
      '1234567890123456',
      '12345678901234567890',
      '0123456789012345678',
      '7656119800000004x',
    ]) {
      expect(firstKey(migrationRequestSchema, { migrationKey: key, oldAccountId })).toBe('migration_6');
    }
    // A JS number cannot hold such an id exactly: refused rather than rounded.
    expect(firstKey(migrationRequestSchema, { migrationKey: key, oldAccountId: 2 ** 60 })).toBe('migration_6');
  });
});
