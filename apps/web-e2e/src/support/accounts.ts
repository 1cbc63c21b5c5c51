import { request as apiRequest, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import type { Strings } from './catalogues';
import { mailedCode } from './mailbox';

/** Seeded accounts of the reference back end (README "Demo data", apps/api/src/db/seed-account.ts). */
export const DEMO = {
  player: { email: 'demo@emberdeep.example', password: 'Ember#Demo2026', username: 'demo_hero' },
  veteran: { email: 'veteran@emberdeep.example', password: 'Ember#Veteran2026', username: 'ash_veteran' },
  withdrawn: { email: 'gone@emberdeep.example', password: 'Ember#Gone2026' },
} as const;

/** The header every state-changing API call carries (the server's CSRF check). */
export const csrf = { 'x-csrf-protection': '1' } as const;

async function post(request: APIRequestContext, url: string, data: unknown): Promise<unknown> {
  const response = await request.post(url, { data, headers: csrf });
  const body: unknown = await response.json();
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body;
}

let stamped = 0;

/**
 * A stamp no other call in this run gives (time, process, and a count within the process), for
 * email addresses and usernames: journeys on parallel workers never share an account.
 */
export function uniqueStamp(): string {
  stamped += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${String(stamped)}`;
}

/** Solves a captcha challenge the way the browser widget does. */
export async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber?: number;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('captcha not solvable');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
}

/** Signs the page's browser context in through the API (the login screen has its own journeys). */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await post(page.request, '/api/auth/login', {
    email: account.email,
    password: account.password,
    keepMeLoggedIn: false,
  });
}

/**
 * Signs the account in on another device (a cookie jar of its own), which the account's own
 * browser then sees listed. The device's session stays live on the server after this returns.
 */
export async function signInElsewhere(account: { email: string; password: string }): Promise<void> {
  const device = await apiRequest.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await post(device, '/api/auth/login', { email: account.email, password: account.password, keepMeLoggedIn: false });
  } finally {
    await device.dispose();
  }
}

/** What the reference back end says of the page's session (SPEC §7 login check). */
export interface LoginCheck {
  /** 0 signed in, 1 signed out, 1004 a session the server ended. */
  result: number;
  /** Set while the account's closure is pending. */
  withdrawaldate?: string;
}

/** The SPEC §7 login check for the page's browser context, as the server answers it. */
export async function loginCheck(page: Page): Promise<LoginCheck> {
  const response = await page.request.post('/api/auth/login/check', { headers: csrf });
  expect(response.ok(), `the login check answered ${String(response.status())}`).toBe(true);
  return (await response.json()) as LoginCheck;
}

/**
 * A brand-new player, registered through the real API (captcha, mailed code) and signed in in the
 * page's browser context: journeys that change an account never disturb each other.
 */
export async function newPlayer(page: Page): Promise<{ email: string; password: string; username: string }> {
  const stamp = uniqueStamp();
  const player = {
    email: `p-${stamp}@emberdeep.example`,
    password: 'Torch#Light42',
    username: `p_${stamp}`.slice(0, 20),
  };
  const { request } = page;
  await post(request, '/api/auth/register/code', { email: player.email, captcha: await solvedCaptcha(request) });
  const code = await mailedCode(request, player.email);
  await post(request, '/api/auth/register/verify', { email: player.email, code });
  await post(request, '/api/auth/register', {
    ...player,
    code,
    passwordConfirm: player.password,
    birthDate: '1995-06-15',
    agreeTerms: true,
    agreePrivacy: true,
  });
  return player;
}

/**
 * The sign-up form's date of birth (ui-kit DateField): a group of three fields, day, month and
 * year, in the order of the page's language. `account` is the account namespace's strings.
 */
export function birthDateFields(page: Page, account: Strings) {
  const group = page.getByRole('group', { name: account('register.birthDate') });
  const part = (key: string) => group.getByLabel(account(key), { exact: true });
  const [day, month, year] = [part('register.birthDay'), part('register.birthMonth'), part('register.birthYear')];
  return {
    group,
    day,
    month,
    year,
    /** Types an ISO date (`1995-06-15`) into the three fields. */
    async fill(iso: string): Promise<void> {
      const [y = '', m = '', d = ''] = iso.split('-');
      await day.fill(d);
      await month.fill(m);
      await year.fill(y);
    },
    /** The three fields read back as an ISO date. */
    async value(): Promise<string> {
      return [await year.inputValue(), await month.inputValue(), await day.inputValue()].join('-');
    },
  };
}
