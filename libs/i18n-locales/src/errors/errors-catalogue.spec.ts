import i18next from 'i18next';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { initI18n } from '../i18n';
import { LOCALES } from '../locales';
import {
  type ClientKey,
  CLIENT_KEYS,
  type ErrorKey,
  ERROR_KEYS,
  isCatalogueKey,
  isErrorKey,
  type SuccessKey,
  SUCCESS_KEYS,
} from './error-keys';
import { ERRORS_NS } from './errors-namespace';
import type englishCatalogue from './locales/en.json';
import english from './locales/en.json';

type EnglishErrorKey = Exclude<keyof typeof englishCatalogue, 'success' | 'client'>;
type EnglishSuccessKey = `success.${keyof (typeof englishCatalogue)['success']}`;
type EnglishClientKey = `client.${keyof (typeof englishCatalogue)['client']}`;

describe('SPEC §8 catalogue keys', () => {
  it('types the key list from the English catalogue, so either drifting fails the type check', () => {
    expectTypeOf<ErrorKey>().toEqualTypeOf<EnglishErrorKey>();
    expectTypeOf<SuccessKey>().toEqualTypeOf<EnglishSuccessKey>();
    expectTypeOf<ClientKey>().toEqualTypeOf<EnglishClientKey>();
  });

  it('lists exactly the keys of the English catalogue', () => {
    const { success, client, ...errors } = english;
    expect([...ERROR_KEYS].sort()).toEqual(Object.keys(errors).sort());
    expect([...CLIENT_KEYS].sort()).toEqual(
      Object.keys(client)
        .map((key) => `client.${key}`)
        .sort(),
    );
    expect([...SUCCESS_KEYS].sort()).toEqual(
      Object.keys(success)
        .map((key) => `success.${key}`)
        .sort(),
    );
  });

  it('has every group of the spec, and no form_8 (the spec lists none)', () => {
    const count = (group: string) => ERROR_KEYS.filter((key) => new RegExp(`^${group}(_\\d+)?$`).test(key)).length;
    expect(count('email')).toBe(10);
    expect(count('shop')).toBe(17);
    expect(count('defaultError')).toBe(14);
    expect(count('form')).toBe(15);
    expect(isErrorKey('form_8')).toBe(false);
    expect(isErrorKey('giftcode')).toBe(true);
  });

  it('accepts only catalogue keys, not the `success` group object or stray strings', () => {
    expect(isCatalogueKey('success.codeSent')).toBe(true);
    expect(isCatalogueKey('success')).toBe(false);
    expect(isCatalogueKey('password_7')).toBe(false);
    expect(isErrorKey('success.codeSent')).toBe(false);
    expect(isCatalogueKey('client.connection')).toBe(true);
    expect(isCatalogueKey('client')).toBe(false);
  });
});

describe.each(LOCALES)('the $tag catalogue', ({ code, tag }) => {
  it('has a message for every error and success key', async () => {
    const instance = await initI18n(code, i18next.createInstance());
    await instance.loadNamespaces(ERRORS_NS);
    const missing = [...ERROR_KEYS, ...SUCCESS_KEYS, ...CLIENT_KEYS].filter((key) => {
      const message = instance.t(key, { ns: ERRORS_NS });
      return !instance.exists(key, { ns: ERRORS_NS }) || message.trim() === '' || message === key;
    });
    expect(missing, `keys without a ${tag} message`).toEqual([]);
  });
});
