import { describe, expect, it } from 'vitest';
import { registerSchema } from '@dungeon/contract';
import { checkWith } from './field-errors';

describe('checkWith', () => {
  it('gives the first catalogue key of each refused field, as the server would', () => {
    const errors = checkWith(registerSchema, {
      email: 'nope',
      code: '12',
      username: 'ab',
      password: 'letters-only',
      passwordConfirm: 'letters-only',
      birthDate: '2000-01-01',
      agreeTerms: true,
      agreePrivacy: false,
    });
    expect(errors).toEqual({
      email: 'email_10',
      code: 'emailcode_2',
      username: 'username_2',
      password: 'password_6',
      agreePrivacy: 'termsagree_1',
    });
  });

  it('is null for a valid form', () => {
    expect(
      checkWith(registerSchema, {
        email: 'a@b.example',
        code: '123456',
        username: 'abc',
        password: 'Torch#Light42',
        passwordConfirm: 'Torch#Light42',
        birthDate: '2000-01-01',
        agreeTerms: true,
        agreePrivacy: true,
      }),
    ).toBeNull();
  });
});
