import { describe, expect, it } from 'vitest';
import { checkWithAuthSchema } from './auth-schemas';

describe('checkWithAuthSchema', () => {
  it('gives the first catalogue key of each refused field, as the server would', async () => {
    const errors = await checkWithAuthSchema((schemas) => schemas.registerSchema, {
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

  it('is empty for a valid form', async () => {
    expect(
      await checkWithAuthSchema((schemas) => schemas.registerSchema, {
        email: 'a@b.example',
        code: '123456',
        username: 'abc',
        password: 'Torch#Light42',
        passwordConfirm: 'Torch#Light42',
        birthDate: '2000-01-01',
        agreeTerms: true,
        agreePrivacy: true,
      }),
    ).toEqual({});
  });
});
