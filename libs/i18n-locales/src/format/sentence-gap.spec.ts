import { describe, expect, it } from 'vitest';
import { withGap } from './sentence-gap';

describe('withGap', () => {
  it('joins with a space after Latin, Cyrillic and Korean text', () => {
    expect(withGap('New to Emberdeep?')).toBe('New to Emberdeep? ');
    expect(withGap('Впервые здесь?')).toBe('Впервые здесь? ');
    expect(withGap('처음이신가요?')).toBe('처음이신가요? ');
    expect(withGap('Vous avez déjà un compte\u00a0?')).toBe('Vous avez déjà un compte\u00a0? ');
  });

  it('adds none after full-width punctuation or a Japanese or Chinese character', () => {
    expect(withGap('Emberdeepは初めてですか？')).toBe('Emberdeepは初めてですか？');
    expect(withGap('还没有账号？')).toBe('还没有账号？');
    expect(withGap('レッドストーンが足りません。')).toBe('レッドストーンが足りません。');
    expect(withGap('您的红石不足')).toBe('您的红石不足');
  });

  it('adds one where a Japanese or Chinese translation ends in a Latin word', () => {
    expect(withGap('ようこそ Emberdeep')).toBe('ようこそ Emberdeep ');
  });
});
