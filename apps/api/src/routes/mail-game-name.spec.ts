import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_TAGS, type LanguageTag } from '@dungeon/contract';
import { purchaseReceipt } from '@dungeon/contract/testing';
import type * as SiteConfigModule from '@dungeon/site-config';
import { mailIn, type MailTemplates } from '../http/mailer';
import { accountClosedMail, withdrawalCancelledMail, withdrawalRequestedMail } from './account-mail';
import { codeMail, passwordChangedMail, resetMail } from './auth-mail';
import { purchaseMail } from './shop';
import { receivedMail } from './support';

/*
 * A deployment names its game in site-config (`gameName`, VITE_GAME_NAME), and every mail says that
 * name: here the deployment's game is "Ashfall", so "Emberdeep" written into any mail shows up.
 * The name is read when a mail is written, not when its module is loaded.
 */

const deployment = vi.hoisted(() => ({ gameName: 'Ashfall' }));

vi.mock('@dungeon/site-config', async (importOriginal) => {
  const actual = await importOriginal<typeof SiteConfigModule>();
  return {
    ...actual,
    siteConfig: {
      ...actual.siteConfig,
      get gameName() {
        return deployment.gameName;
      },
    },
  };
});

afterEach(() => {
  deployment.gameName = 'Ashfall';
});

const RECEIPT = purchaseReceipt({ receiptNumber: 'EMB-20261127-TEST000001' });
const DATE = '9 December 2026 at 10:00 (UTC)';

const TEMPLATES: [string, MailTemplates, string][] = [
  ['verification code', codeMail, '482913'],
  ['password reset', resetMail, 'http://127.0.0.1:3333/user/password_reset?token=abc'],
  ['password changed', passwordChangedMail, 'http://127.0.0.1:3333/user/password_reset'],
  ['closure requested', withdrawalRequestedMail, DATE],
  ['closure cancelled', withdrawalCancelledMail, ''],
  ['account closed', accountClosedMail, DATE],
];

/** Every mail the back end sends, in `tag`, as subject and text. */
function everyMail(tag: LanguageTag): [string, { subject: string; text: string }][] {
  return [
    ...TEMPLATES.map(([name, templates, value]): [string, { subject: string; text: string }] => [
      name,
      mailIn(templates, tag, value),
    ]),
    ['purchase receipt', purchaseMail(RECEIPT, tag, 'Founder Edition')],
    ['ticket received', receivedMail(tag, 41, 'Launcher closes')],
  ];
}

describe("the game's name in mails", () => {
  it.each(LANGUAGE_TAGS)('%s: every mail names the configured game, never Emberdeep', (tag) => {
    for (const [name, mail] of everyMail(tag)) {
      const whole = `${mail.subject}\n${mail.text}`;
      expect(whole, `${tag} ${name}`).toContain('Ashfall');
      expect(whole, `${tag} ${name}`).not.toMatch(/emberdeep/i);
      expect(whole, `${tag} ${name}: a placeholder left`).not.toMatch(/\{\w+\}/);
    }
  });

  it('names it in the verification mail, an account mail, the receipt and the ticket confirmation', () => {
    const receipt = RECEIPT.receiptNumber;
    expect(mailIn(codeMail, 'en', '482913').subject).toBe('Your Ashfall verification code');
    expect(mailIn(codeMail, 'fr', '482913').subject).toBe('Votre code de vérification Ashfall');
    expect(mailIn(codeMail, 'ko', '482913').subject).toBe('Ashfall 인증 코드');

    expect(mailIn(withdrawalRequestedMail, 'en', DATE).subject).toBe('Your Ashfall account will be closed');
    expect(mailIn(withdrawalRequestedMail, 'fr', DATE).text).toContain('la fermeture de votre compte Ashfall.');
    expect(mailIn(withdrawalRequestedMail, 'ko', DATE).subject).toBe('Ashfall 계정이 탈퇴 처리될 예정입니다');
    expect(mailIn(withdrawalRequestedMail, 'de', DATE).text).toContain('die Schließung deines Ashfall-Kontos');

    expect(purchaseMail(RECEIPT, 'en').subject).toBe(`Your Ashfall receipt ${receipt}`);
    expect(purchaseMail(RECEIPT, 'fr').subject).toBe(`Votre reçu Ashfall ${receipt}`);
    expect(purchaseMail(RECEIPT, 'ko').subject).toBe(`Ashfall 영수증 ${receipt}`);
    expect(purchaseMail(RECEIPT, 'pt').subject).toBe(`Seu recibo de Ashfall ${receipt}`);

    expect(receivedMail('en', 41, 'Launcher closes').text).toMatch(/^Thank you for contacting Ashfall support\. /);
    expect(receivedMail('fr', 41, 'Launcher closes').text).toMatch(
      /^Merci d’avoir contacté l’assistance du jeu Ashfall\. /,
    );
    expect(receivedMail('ko', 41, 'Launcher closes').text).toMatch(/^Ashfall 고객 지원에 문의해 주셔서 감사합니다\. /);
    expect(receivedMail('de', 41, 'Launcher closes').text).toMatch(
      /^Danke, dass du dich an den Ashfall-Support gewandt/,
    );
  });

  it('reads right for any name: no French elision before it, no Korean particle after it', () => {
    for (const gameName of ['Ashfall', 'Oblivion Gate', 'Ürglut']) {
      deployment.gameName = gameName;
      const mails = (tag: LanguageTag) => everyMail(tag).map(([, mail]) => `${mail.subject}\n${mail.text}`);
      for (const mail of mails('fr')) expect(mail, gameName).not.toMatch(new RegExp(`['’]${gameName}`));
      // After the name in Korean: a space, a noun follows ("{game} 계정"), never a particle.
      for (const mail of mails('ko')) expect(mail, gameName).not.toMatch(new RegExp(`${gameName}(?!\\s)`));
    }
  });

  it('reads the name when a mail is written, so a name set later is the one mailed', () => {
    deployment.gameName = 'Cinderfall';
    expect(mailIn(passwordChangedMail, 'en', 'http://x/').subject).toBe('Your Cinderfall password was changed');
    expect(mailIn(accountClosedMail, 'ko', DATE).text).toContain('Cinderfall 계정이');
    expect(purchaseMail(RECEIPT, 'de').subject).toBe(`Dein Cinderfall-Beleg ${RECEIPT.receiptNumber}`);
    expect(receivedMail('ru', 7, 'Lag').text).toContain('в поддержку Cinderfall.');
  });

  it('puts the name and the typed subject in as they are: no placeholder or "$&" in them is read', () => {
    deployment.gameName = '{receipt} $& {id}';
    expect(purchaseMail(RECEIPT, 'en').subject).toBe(`Your {receipt} $& {id} receipt ${RECEIPT.receiptNumber}`);
    const mail = receivedMail('en', 41, '{game} $& {id} $1');
    expect(mail.text).toContain('Thank you for contacting {receipt} $& {id} support.');
    expect(mail.text).toContain('#41 ("{game} $& {id} $1")');
  });
});
