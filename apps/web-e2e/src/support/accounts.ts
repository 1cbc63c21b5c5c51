import type { APIRequestContext, Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { lastMail } from './mailbox';

/** Seeded accounts of the reference back end (README "Demo data"). */
export const DEMO = {
  player: { email: 'demo@emberdeep.example', password: 'Ember#Demo2026', username: 'demo_hero' },
  veteran: { email: 'veteran@emberdeep.example', password: 'Ember#Veteran2026' },
  withdrawn: { email: 'gone@emberdeep.example', password: 'Ember#Gone2026' },
} as const;

const csrf = { 'x-csrf-protection': '1' };

async function post(request: APIRequestContext, url: string, data: unknown): Promise<unknown> {
  const response = await request.post(url, { data, headers: csrf });
  const body: unknown = await response.json();
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body;
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
  await post(page.request, '/api/auth/login', { ...account, keepMeLoggedIn: false });
}

let created = 0;

/**
 * A brand-new player, registered through the real API (captcha, mailed code) and signed in in the
 * page's browser context: journeys that change an account never disturb each other.
 */
export async function newPlayer(page: Page): Promise<{ email: string; password: string; username: string }> {
  created += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${created}`;
  const player = { email: `p-${stamp}@emberdeep.example`, password: 'Torch#Light42', username: `p_${stamp}`.slice(0, 20) };
  const { request } = page;
  await post(request, '/api/auth/register/code', { email: player.email, captcha: await solvedCaptcha(request) });
  const code = /\b(\d{6})\b/.exec((await lastMail(request, player.email)).text)?.[1] ?? '';
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
