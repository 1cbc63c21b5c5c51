import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_NS } from '@dungeon/captcha';
import { captchaChallengeResponse, captchaCheckbox, tickCaptcha } from '@dungeon/captcha/testing';
import { changeLanguage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { selectSessionExpired } from '@dungeon/session-auth';
import { expectDraftPutBack } from '@dungeon/session-auth/testing';
import { jsonResponse, renderShopPage } from '../testing/render-shop-page';
import { Component as GiftApplyPage } from './gift-apply.route';

let sent: Request[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      if (request.method === 'POST') sent.push(request);
      // No captcha challenge: the widget stays unsolved, as a player who has not ticked it yet.
      return Promise.resolve(jsonResponse({ error: 'defaultError_12' }, 404));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/gift/apply', () => {
  it("moves focus to the code when the form's own check refuses it, keeps what was typed and sends nothing", async () => {
    await renderShopPage(<GiftApplyPage />, { path: '/gift/apply' });
    const code = await screen.findByRole('textbox', { name: 'Gift code' });
    await userEvent.type(code, 'ABCD-12');
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));

    await waitFor(() => {
      expect(code).toHaveFocus();
    });
    expect(code).toHaveAttribute('aria-invalid', 'true');
    // giftcode_2, said with the format's hint.
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Enter a valid code.') as string);
    expect(code).toHaveValue('ABCD-12');
    expect(sent).toHaveLength(0);
  });

  it('says before any try that a pending closure refuses gift codes, and links to review it', async () => {
    await renderShopPage(<GiftApplyPage />, {
      path: '/gift/apply',
      session: { withdrawalDate: '2026-12-21T01:25:00.000Z' },
    });
    await screen.findByRole('textbox', { name: 'Gift code' });
    const notice = screen.getAllByRole('status').find((status) => status.textContent.includes('closure is pending'));
    expect(notice).toHaveTextContent(
      'You can’t redeem gift codes while your account closure is pending. Review or cancel the closure',
    );
    expect(screen.getByRole('link', { name: 'Review or cancel the closure' })).toHaveAttribute(
      'href',
      paths.withdrawConfirm,
    );
    expect(screen.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });

  it('keeps a typed code across a language change (the page reloads)', async () => {
    const { view } = await renderShopPage(<GiftApplyPage />, { path: '/gift/apply' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Gift code' }), 'EMBR-7K2Q-9XPL');
    changeLanguage('DE', () => {
      view.unmount();
    });

    const { i18n } = await renderShopPage(<GiftApplyPage />, { path: '/gift/apply', code: 'DE' });
    const code = await screen.findByRole('textbox', { name: i18n.t('shop:gift.code') });
    expect(code).toHaveValue('EMBR-7K2Q-9XPL');
  });

  it('while a code is being redeemed, the button says so and takes no second press; one request, then the receipt', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        if (request.url.endsWith('/captcha/challenge')) return captchaChallengeResponse();
        sent.push(request);
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const user = userEvent.setup();
    const { i18n } = await renderShopPage(<GiftApplyPage />, {
      path: '/gift/apply',
      routes: [{ path: paths.giftReceipt, element: <h1>Receipt</h1> }],
    });
    await i18n.loadNamespaces(CAPTCHA_NS);
    await user.type(await screen.findByRole('textbox', { name: 'Gift code' }), 'ABCD-EFGH-2345-6789');
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    const pending = await screen.findByRole('button', { name: 'Redeeming…' });
    expect(pending).toBeDisabled();
    expect(pending.closest('form')).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    expect(sent).toHaveLength(1);

    answer(jsonResponse({ name: 'Ember Cloak', code: 'ABCD-EFGH-2345-6789' }));
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("says the server's refusal of the code at the code field, focused, keeps the code typed and starts the captcha over (a payload is single-use)", async () => {
    let challenges = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        if (request.url.endsWith('/captcha/challenge')) {
          challenges += 1;
          return captchaChallengeResponse();
        }
        sent.push(request);
        return Promise.resolve(jsonResponse({ error: 'giftcode_4', fields: { code: 'giftcode_4' } }, 409));
      }),
    );
    const user = userEvent.setup();
    const { i18n } = await renderShopPage(<GiftApplyPage />, { path: '/gift/apply' });
    await i18n.loadNamespaces(CAPTCHA_NS);
    const code = await screen.findByRole('textbox', { name: 'Gift code' });
    await user.type(code, 'ABCD-EFGH-2345-6789');
    await tickCaptcha(user);
    expect(challenges).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    await waitFor(() => {
      expect(code).toHaveFocus();
    });
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('This code is invalid or has already been used.') as string,
    );
    // Said once, at the field: not a second time in an alert above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(code).toHaveValue('ABCD-EFGH-2345-6789');
    expect(sent).toHaveLength(1);
    // The spent payload is gone: the player ticks again, which fetches a new challenge.
    await waitFor(() => {
      expect(captchaCheckbox()).not.toBeChecked();
    });
    expect(screen.queryByText('Captcha verified.')).not.toBeInTheDocument();
    await tickCaptcha(user);
    expect(challenges).toBe(2);
  });

  it('keeps the solved captcha when the redeem got no answer, and the retry sends the same one', async () => {
    let lost = true;
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        if (request.url.endsWith('/captcha/challenge')) return captchaChallengeResponse();
        sent.push(request);
        if (lost) {
          lost = false;
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        return Promise.resolve(jsonResponse({ error: 'giftcode_4', fields: { code: 'giftcode_4' } }, 409));
      }),
    );
    const user = userEvent.setup();
    const { i18n } = await renderShopPage(<GiftApplyPage />, { path: '/gift/apply' });
    await i18n.loadNamespaces(CAPTCHA_NS);
    await user.type(await screen.findByRole('textbox', { name: 'Gift code' }), 'ABCD-EFGH-2345-6789');
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be reached/);
    // The server never read it: no second proof of work.
    expect(captchaCheckbox()).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    await waitFor(() => {
      expect(sent).toHaveLength(2);
    });
    const [first, second] = await Promise.all(
      sent.map(async (request) => ((await request.clone().json()) as { captcha: string }).captcha),
    );
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
  });

  it('a session the server ended sends the player to log in and back, with the typed code put back', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        if (request.url.endsWith('/captcha/challenge')) return captchaChallengeResponse();
        sent.push(request);
        // The gift calls' own "log in first" (SPEC §8 giftcode).
        return Promise.resolve(jsonResponse({ error: 'giftcode' }, 401));
      }),
    );
    const user = userEvent.setup();
    const { i18n, router, store } = await renderShopPage(<GiftApplyPage />, { path: '/gift/apply', guarded: true });
    await i18n.loadNamespaces(CAPTCHA_NS);
    await user.type(await screen.findByRole('textbox', { name: 'Gift code' }), 'EMBR-GIFT-0001-STNS');
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Redeem' }));

    // Signed out as expired (the login page then says the session expired), with the way back.
    await screen.findByText('Login page');
    expect(router.state.location.pathname).toBe(paths.login);
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/gift/apply')}`);
    expect(selectSessionExpired(store.getState())).toBe(true);
    expect(sent).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Sign in as Nyx' }));
    expect(router.state.location.pathname).toBe('/gift/apply');
    expect(await screen.findByRole('textbox', { name: 'Gift code' })).toHaveValue('EMBR-GIFT-0001-STNS');
    await expectDraftPutBack();
  });
});
