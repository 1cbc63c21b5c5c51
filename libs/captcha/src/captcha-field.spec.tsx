import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_LIFETIME_MINUTES } from '@dungeon/contract';
import { ERRORS_NS, initI18n } from '@dungeon/i18n-locales';
import { makeTestStore } from '@dungeon/store/testing';
import { CaptchaField } from './captcha-field';
import { CAPTCHA_NS } from './captcha-namespace';
import { captchaChallengeResponse, TEST_CAPTCHA_KEY } from './testing';

function answerChallenges() {
  const fetchMock = vi.fn(() => captchaChallengeResponse(2000));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function renderField(props: { error?: string; resetKey?: unknown } = {}) {
  const i18n = await initI18n('EN', i18next.createInstance());
  await i18n.loadNamespaces([ERRORS_NS, CAPTCHA_NS]);
  const onChange = vi.fn<(payload: string | null) => void>();
  const { wrapper: Store } = makeTestStore();
  const view = render(
    <Store>
      <I18nextProvider i18n={i18n}>
        <CaptchaField onChange={onChange} {...props} />
      </I18nextProvider>
    </Store>,
  );
  return { onChange, view, i18n };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CaptchaField', () => {
  it('solves a fresh challenge when ticked and hands the form a payload the server can check', async () => {
    const fetchMock = answerChallenges();
    const { onChange } = await renderField();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith(expect.any(String));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const payload = JSON.parse(atob(onChange.mock.lastCall?.[0] ?? '')) as Record<string, unknown>;
    expect(payload).toMatchObject({ algorithm: 'SHA-256', number: expect.any(Number) as number });
    const { verifySolution } = await import('altcha-lib');
    expect(await verifySolution(onChange.mock.lastCall?.[0] ?? '', TEST_CAPTCHA_KEY)).toBe(true);
    expect(screen.getByRole('status')).not.toBeEmptyDOMElement();
  });

  it('clears the payload when unticked', async () => {
    answerChallenges();
    const { onChange } = await renderField();
    const box = screen.getByRole('checkbox');
    await userEvent.click(box);
    await waitFor(() => {
      expect(box).toBeChecked();
      expect(box).toBeEnabled();
    });
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box).not.toBeChecked();
  });

  it('starts over when the form asks for a new challenge after a refusal', async () => {
    answerChallenges();
    const { onChange, view, i18n } = await renderField();
    await userEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => {
      expect(onChange).toHaveBeenLastCalledWith(expect.any(String));
    });
    const { wrapper: Store } = makeTestStore();
    view.rerender(
      <Store>
        <I18nextProvider i18n={i18n}>
          <CaptchaField onChange={onChange} resetKey={1} error="Verification failed." />
        </I18nextProvider>
      </Store>,
    );
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Verification failed.');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the check failed when no challenge can be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"error":"defaultError_5"}', { status: 500 }))),
    );
    const { onChange, i18n } = await renderField();
    await userEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(i18n.t('captcha_3', { ns: ERRORS_NS }));
    });
    expect(onChange).not.toHaveBeenCalledWith(expect.any(String));
  });

  it('asks for a new tick a minute before the server would call the solution expired (captcha_4)', async () => {
    answerChallenges();
    const { onChange, i18n } = await renderField();
    // The clock runs on by itself too, so the proof of work and the waits below go on as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const box = screen.getByRole('checkbox');
    // Inside act: the verified state renders, and its effect starts the expiry timer, before the
    // clock is moved below (outside act, the effect could run after the first move and start the
    // timer late). fireEvent, not userEvent: userEvent turns React's act environment off while it
    // runs, which inside this act makes React warn that the environment does not support act.
    await act(async () => {
      fireEvent.click(box);
      await vi.waitFor(() => {
        expect(onChange).toHaveBeenLastCalledWith(expect.any(String));
      });
    });
    const freshFor = (CAPTCHA_LIFETIME_MINUTES - 1) * 60_000;
    act(() => {
      // A second short: the clock also runs on by itself meanwhile.
      vi.advanceTimersByTime(freshFor - 1000);
    });
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(expect.any(String));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(i18n.t('captcha_4', { ns: ERRORS_NS }));
  });
});
