import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaChallengeResponse, captchaCheckbox, tickCaptcha } from '@dungeon/captcha/testing';
import { changeLanguage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { answerCalls, json, renderScreens, type Call } from '../dashboard/testing/screens-test-kit';
import { Component as RegisterPage } from './register.route';

const NEWCOMER = {
  email: 'newcomer@emberdeep.example',
  code: '482913',
  username: 'lantern_kid',
  password: 'Torch#Light42',
  birthDate: '2000-02-29',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A server that mails NEWCOMER.code, knows `taken` as an existing account, and creates accounts.
 * `codeFaults` disturb the first requests for a code, one each: no answer at all, or a 500.
 */
function server({ taken = '', codeFaults = [] as ('no answer' | 500)[] } = {}): Call[] {
  const faults = [...codeFaults];
  return answerCalls((call) => {
    const path = call.url.pathname;
    const body = (call.body ? JSON.parse(call.body) : {}) as Record<string, unknown>;
    if (path.endsWith('/captcha/challenge')) return captchaChallengeResponse();
    if (path.endsWith('/auth/register/code')) {
      const fault = faults.shift();
      if (fault === 'no answer') throw new TypeError('Failed to fetch');
      if (fault === 500) return json({ error: 'defaultError_5' }, 500);
      return body['email'] === taken
        ? json({ error: 'email_5', fields: { email: 'email_5' } }, 409)
        : json({ sent: true });
    }
    if (path.endsWith('/auth/register/verify')) {
      return body['code'] === NEWCOMER.code
        ? json({ verified: true })
        : json({ error: 'emailcode_5', fields: { code: 'emailcode_5' } }, 400);
    }
    if (path.endsWith('/auth/register')) return json({ result: 0, username: NEWCOMER.username, email: NEWCOMER.email });
    if (path.endsWith('/auth/login/check'))
      return json({ result: 0, username: NEWCOMER.username, email: NEWCOMER.email });
    return json({}, 404);
  });
}

const sent = (calls: Call[], ending: string) => calls.filter((call) => call.url.pathname.endsWith(ending));

async function openRegister() {
  const view = await renderScreens(paths.register, { [paths.register]: RegisterPage });
  const t = view.pageText;
  return {
    ...view,
    t,
    field: (key: string) => screen.getByLabelText(t(key)),
    /** The birth date's three fields, as an ISO date. */
    birthDate: () => {
      const group = screen.getByRole('group', { name: t('register.birthDate') });
      const [day, month, year] = ['register.birthDay', 'register.birthMonth', 'register.birthYear'].map((key) =>
        within(group).getByLabelText(t(key)),
      ) as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
      return { day, month, year, value: [year.value, month.value, day.value].join('-') };
    },
    press: (user: UserEvent, key: string) => user.click(screen.getByRole('button', { name: t(key) })),
  };
}

type Page = Awaited<ReturnType<typeof openRegister>>;

/** The first two steps: a code mailed to the email, then verified. */
async function verifiedEmail(user: UserEvent, page: Page) {
  await user.type(await screen.findByLabelText(page.t('login.email')), NEWCOMER.email);
  await tickCaptcha(user);
  await page.press(user, 'register.sendCode');
  await user.type(await screen.findByLabelText(page.t('register.code')), NEWCOMER.code);
  await page.press(user, 'register.verifyCode');
  await screen.findByRole('heading', { name: page.t('register.stepDetails') });
}

async function fillDetails(user: UserEvent, page: Page, birthDate: string) {
  await user.type(page.field('register.username'), NEWCOMER.username);
  await user.type(page.field('login.password'), NEWCOMER.password);
  await user.type(page.field('register.passwordConfirm'), NEWCOMER.password);
  const [year, month, day] = birthDate.split('-') as [string, string, string];
  const parts = page.birthDate();
  await user.type(parts.day, day);
  await user.type(parts.month, month);
  await user.type(parts.year, year);
  const details = screen.getByRole('heading', { name: page.t('register.stepDetails') }).closest('form');
  for (const box of within(details as HTMLElement).getAllByRole('checkbox')) await user.click(box);
}

describe('/user/register', () => {
  it('mails a code, verifies it, creates the account and goes to the dashboard', async () => {
    const calls = server();
    const user = userEvent.setup();
    const page = await openRegister();
    await verifiedEmail(user, page);
    // The step the verification opened takes focus, not the top of the page.
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: page.t('register.stepDetails') })).toHaveFocus();
    });
    await fillDetails(user, page, NEWCOMER.birthDate);
    await page.press(user, 'register.create');
    await waitFor(() => {
      expect(page.where()).toBe(paths.dashboard);
    });
    // The dashboard welcomes the new player (its router state).
    expect(page.router.state.location.state).toEqual({ welcome: true });
    expect(JSON.parse(sent(calls, '/auth/register')[0]?.body ?? '{}')).toEqual({
      ...NEWCOMER,
      passwordConfirm: NEWCOMER.password,
      agreeTerms: true,
      agreePrivacy: true,
    });
  });

  it('keeps what was typed across a language change (the page reloads), back at the first step, never a password', async () => {
    server();
    const user = userEvent.setup();
    const before = await openRegister();
    await verifiedEmail(user, before);
    await fillDetails(user, before, NEWCOMER.birthDate);
    changeLanguage('DE', () => {
      before.unmount();
    });

    const page = await openRegister();
    expect(await screen.findByLabelText(page.t('login.email'))).toHaveValue(NEWCOMER.email);
    // The mailed code was spent with its step: a new one is asked for, and the details are still there.
    await tickCaptcha(user);
    await page.press(user, 'register.sendCode');
    await user.type(await screen.findByLabelText(page.t('register.code')), NEWCOMER.code);
    await page.press(user, 'register.verifyCode');
    await screen.findByRole('heading', { name: page.t('register.stepDetails') });
    expect(page.field('register.username')).toHaveValue(NEWCOMER.username);
    expect(page.birthDate().value).toBe(NEWCOMER.birthDate);
    expect(page.field('login.password')).toHaveValue('');
    expect(page.field('register.passwordConfirm')).toHaveValue('');
  });

  it('shows a wrong code at its field, keeps it, and stays on the code step', async () => {
    server();
    const user = userEvent.setup();
    const page = await openRegister();
    await user.type(await screen.findByLabelText(page.t('login.email')), NEWCOMER.email);
    await tickCaptcha(user);
    await page.press(user, 'register.sendCode');
    const code = await screen.findByLabelText(page.t('register.code'));
    await user.type(code, '111111');
    await page.press(user, 'register.verifyCode');
    await waitFor(() => {
      expect(code).toHaveAccessibleDescription(expect.stringContaining(page.message('emailcode_5')) as string);
    });
    expect(code).toHaveValue('111111');
    expect(screen.queryByRole('heading', { name: page.t('register.stepDetails') })).toBeNull();
  });

  it('refuses an under-18 birth date at its field before sending anything (agecheck_1)', async () => {
    const calls = server();
    const user = userEvent.setup();
    const page = await openRegister();
    await verifiedEmail(user, page);
    const today = new Date();
    const sixteen = `${String(today.getFullYear() - 16)}-01-01`;
    await fillDetails(user, page, sixteen);
    await page.press(user, 'register.create');
    await waitFor(() => {
      expect(page.birthDate().day).toHaveAccessibleDescription(
        expect.stringContaining(page.message('agecheck_1')) as string,
      );
    });
    // Focus goes to the first part to fix, in the page's order (English: the month).
    await waitFor(() => {
      expect(page.birthDate().month).toHaveFocus();
    });
    expect(page.birthDate().value).toBe(sixteen);
    expect(page.field('register.username')).toHaveValue(NEWCOMER.username);
    expect(sent(calls, '/auth/register')).toEqual([]);
  });

  it('refuses a birth date with a part missing, keeping the parts typed', async () => {
    const calls = server();
    const user = userEvent.setup();
    const page = await openRegister();
    await verifiedEmail(user, page);
    await fillDetails(user, page, NEWCOMER.birthDate);
    await user.clear(page.birthDate().year);
    await user.type(page.birthDate().year, '20');
    await page.press(user, 'register.create');
    await waitFor(() => {
      expect(page.birthDate().year).toHaveAccessibleDescription(
        expect.stringContaining(page.message('agecheck_1')) as string,
      );
    });
    expect(page.birthDate().value).toBe('20-02-29');
    expect(sent(calls, '/auth/register')).toEqual([]);
  });

  it('refuses an unticked agreement at its own box (termsagree_1), focused, before sending anything', async () => {
    const calls = server();
    const user = userEvent.setup();
    const page = await openRegister();
    await verifiedEmail(user, page);
    await fillDetails(user, page, NEWCOMER.birthDate);
    const details = screen.getByRole('heading', { name: page.t('register.stepDetails') }).closest('form');
    const [terms, privacy] = within(details as HTMLElement).getAllByRole('checkbox');
    // Both say they are required before anything is sent.
    expect(terms).toBeRequired();
    expect(privacy).toBeRequired();
    // Unticks the privacy box again: the terms stay agreed to.
    await user.click(privacy as HTMLElement);
    await page.press(user, 'register.create');

    await waitFor(() => {
      expect(privacy).toHaveFocus();
    });
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
    expect(privacy).toHaveAccessibleDescription(page.message('termsagree_1'));
    expect(terms).not.toHaveAttribute('aria-invalid');
    expect(terms).toBeChecked();
    expect(page.field('register.username')).toHaveValue(NEWCOMER.username);
    expect(sent(calls, '/auth/register')).toEqual([]);
  });

  /** Types NEWCOMER's email, solves the captcha and asks for a code; the email field. */
  async function requestCode(user: UserEvent, page: Page) {
    const email = await screen.findByLabelText(page.t('login.email'));
    await user.type(email, NEWCOMER.email);
    await tickCaptcha(user);
    await page.press(user, 'register.sendCode');
    return email;
  }

  /** The captcha solution each code request sent. */
  const sentCaptchas = (calls: Call[]) =>
    sent(calls, '/auth/register/code').map((call) => (JSON.parse(call.body) as { captcha?: string }).captcha);

  it('says an email is taken (email_5), keeps it, and asks for the captcha again', async () => {
    const calls = server({ taken: NEWCOMER.email });
    const user = userEvent.setup();
    const page = await openRegister();
    const email = await requestCode(user, page);
    await waitFor(() => {
      expect(email).toHaveAccessibleDescription(expect.stringContaining(page.message('email_5')) as string);
    });
    expect(email).toHaveValue(NEWCOMER.email);
    expect(captchaCheckbox()).not.toBeChecked();
    expect(sent(calls, '/auth/register/code')).toHaveLength(1);
  });

  it('keeps the solved captcha when the code request got no answer, and the retry sends the same one', async () => {
    const calls = server({ codeFaults: ['no answer'] });
    const user = userEvent.setup();
    const page = await openRegister();
    await requestCode(user, page);
    expect(await screen.findByRole('alert')).toHaveTextContent(page.message('client.connection'));
    // The server never read it: no second proof of work.
    expect(captchaCheckbox()).toBeChecked();
    await page.press(user, 'register.sendCode');
    expect(await screen.findByLabelText(page.t('register.code'))).toBeInTheDocument();
    const [first, second] = sentCaptchas(calls);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
  });

  it('asks for the captcha again after a server error, which may have come after the server spent it', async () => {
    const calls = server({ codeFaults: [500] });
    const user = userEvent.setup();
    const page = await openRegister();
    const email = await requestCode(user, page);
    expect(await screen.findByRole('alert')).toHaveTextContent(page.message('defaultError_5'));
    expect(email).toHaveValue(NEWCOMER.email);
    expect(captchaCheckbox()).not.toBeChecked();
    await tickCaptcha(user);
    await page.press(user, 'register.sendCode');
    expect(await screen.findByLabelText(page.t('register.code'))).toBeInTheDocument();
    const [first, second] = sentCaptchas(calls);
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
  });
});
