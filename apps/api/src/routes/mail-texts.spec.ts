import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, RED_STONE_CODE, type LanguageTag } from '@dungeon/contract';
import { purchaseReceipt } from '@dungeon/contract/testing';
import { mailIn, requestLocale, type MailTemplates } from '../http/mailer';
import { accountClosedMail, withdrawalCancelledMail, withdrawalRequestedMail } from './account-mail';
import { codeMail, passwordChangedMail, resetMail } from './auth-mail';
import { purchaseMail, stonesIn } from './shop';
import { receivedMail } from './support';

/*
 * Every mail the reference back end sends, in each of the ten languages: written in that language
 * (not English left in place) and carrying what it is sent for (the code, the link, the date, the
 * receipt or ticket number). A template that drops its value would mail a code-less "your code is".
 */

const RECEIPT = purchaseReceipt({ receiptNumber: 'EMB-20261127-TEST000001' });

const OTHER_LANGUAGES = LANGUAGE_TAGS.filter((tag) => tag !== 'en');

const TEMPLATES: [string, MailTemplates, string][] = [
  ['verification code', codeMail, '482913'],
  ['password reset', resetMail, 'http://127.0.0.1:3333/user/password_reset?token=abc'],
  ['password changed', passwordChangedMail, 'http://127.0.0.1:3333/user/password_reset'],
  ['closure requested', withdrawalRequestedMail, '9 December 2026 at 10:00 (UTC)'],
  ['account closed', accountClosedMail, '9 December 2026 at 10:00 (UTC)'],
];

describe('mail texts', () => {
  it.each(TEMPLATES)('%s: every language carries the value and is its own translation', (_name, templates, value) => {
    const english = mailIn(templates, 'en', value);
    expect(english.text).toContain(value);
    for (const tag of OTHER_LANGUAGES) {
      const mail = mailIn(templates, tag, value);
      expect(mail.text, tag).toContain(value);
      expect(mail.text.split(value).length, `${tag}: the value once`).toBe(2);
      expect(mail.subject, tag).not.toBe(english.subject);
      expect(mail.text, tag).not.toBe(english.text);
    }
  });

  it('closure cancelled: every language has its own subject and text', () => {
    const english = mailIn(withdrawalCancelledMail, 'en', '');
    for (const tag of OTHER_LANGUAGES) {
      const mail = mailIn(withdrawalCancelledMail, tag, '');
      expect(mail.subject, tag).not.toBe(english.subject);
      expect(mail.text, tag).not.toBe(english.text);
    }
  });

  it('purchase receipt: the receipt number in subject and text, the pending line only while pending', () => {
    const receipt = RECEIPT;
    const english = purchaseMail(receipt, 'en');
    for (const tag of LANGUAGE_TAGS) {
      const mail = purchaseMail(receipt, tag);
      expect(mail.subject, tag).toContain(receipt.receiptNumber);
      expect(mail.text, tag).toContain(receipt.receiptNumber);
      expect(purchaseMail(receipt, tag, 'Named product').text, tag).toContain('Named product');
      const pending = purchaseMail({ ...receipt, status: 'pending' }, tag);
      expect(pending.text.split('\n'), tag).toHaveLength(mail.text.split('\n').length + 1);
      if (tag !== 'en') expect(mail.text, tag).not.toBe(english.text);
    }
    // Each language's colon: a no-break space before it in French, the full-width one in CJK.
    const line = (tag: LanguageTag) =>
      purchaseMail(receipt, tag)
        .text.split('\n')
        .find((text) => text.endsWith(receipt.receiptNumber));
    expect(line('en')).toBe(`Receipt number: ${receipt.receiptNumber}`);
    expect(line('fr')).toBe(`Numéro de reçu\u00a0: ${receipt.receiptNumber}`);
    expect(line('ja')).toBe(`レシート番号：${receipt.receiptNumber}`);
    expect(line('zh-Hant')).toBe(`收據編號：${receipt.receiptNumber}`);
  });

  it('purchase receipt: the product and the amount in the words and number style of the language', () => {
    const lines = (mail: { text: string }) => mail.text.split('\n');
    const card = purchaseReceipt({ amount: '29.99', currency: 'EUR' });
    expect(lines(purchaseMail(card, 'de', 'Standard-Edition'))).toEqual(
      expect.arrayContaining(['Produkt: Standard-Edition', 'Betrag: 29,99\u00a0€']),
    );
    expect(lines(purchaseMail(card, 'en'))).toEqual(expect.arrayContaining(['Amount: €29.99']));
    const stones = purchaseReceipt({ amount: '1500', currency: RED_STONE_CODE, paymentMethod: 'currency' });
    expect(lines(purchaseMail(stones, 'de'))).toContain('Betrag: 1.500 Rote Steine');
    expect(lines(purchaseMail(stones, 'ru'))).toContain('Сумма: 1\u00a0500 красных камней');
    expect(stonesIn('ru', '1')).toBe('1 красный камень');
    expect(stonesIn('ru', '22')).toBe('22 красных камня');
    expect(stonesIn('ko', '1100')).toBe('레드 스톤 1,100개');
    expect(stonesIn('fr', '2000000')).toBe('2\u202f000\u202f000 de Pierres rouges');
  });

  it('ticket received: the ticket number and the subject typed, in every language', () => {
    const english = receivedMail('en', 41, 'Launcher closes');
    for (const tag of LANGUAGE_TAGS) {
      const mail = receivedMail(tag, 41, 'Launcher closes');
      expect(`${mail.subject}\n${mail.text}`, tag).toContain('41');
      expect(`${mail.subject}\n${mail.text}`, tag).toContain('Launcher closes');
      if (tag !== 'en') expect(mail.text, tag).not.toBe(english.text);
    }
  });

  it('takes the language a request names, and English for any other', () => {
    expect(requestLocale('zh-Hant')).toBe('zh-Hant');
    expect(requestLocale('de;q=0.9, en')).toBe('de');
    for (const header of [undefined, '', 'tlh', 'de-AT', '*', 'en-US,de'])
      expect(requestLocale(header), header).toBe('en');
  });
});
