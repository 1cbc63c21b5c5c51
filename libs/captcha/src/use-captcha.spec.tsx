import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS_NS, initI18n } from '@dungeon/i18n-locales';
import { makeTestStore } from '@dungeon/store/testing';
import { CaptchaField } from './captcha-field';
import { CAPTCHA_NS } from './captcha-namespace';
import { captchaChallengeResponse, captchaCheckbox, tickCaptcha } from './testing';
import { useCaptcha } from './use-captcha';

/** A form's failed send, as RTK Query shapes it. */
const FAILURES = {
  'no answer': { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
  timeout: { status: 'TIMEOUT_ERROR', error: 'timeout' },
  'a page that is not JSON': { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'bad' },
  'a server error': { status: 500, data: { error: 'defaultError_5' } },
  'a refusal': { status: 409, data: { error: 'giftcode_4' } },
};

function FormWithCaptcha({ failure }: { failure: unknown }) {
  const captcha = useCaptcha();
  return (
    <>
      <CaptchaField {...captcha.field} />
      <button
        type="button"
        onClick={() => {
          captcha.afterFailure(failure);
        }}
      >
        Send
      </button>
      <output aria-label="payload">{captcha.payload ? 'solved' : 'none'}</output>
    </>
  );
}

async function renderForm(failure: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => captchaChallengeResponse()),
  );
  const i18n = await initI18n('EN', i18next.createInstance());
  await i18n.loadNamespaces([ERRORS_NS, CAPTCHA_NS]);
  const { wrapper: Store } = makeTestStore();
  render(
    <Store>
      <I18nextProvider i18n={i18n}>
        <FormWithCaptcha failure={failure} />
      </I18nextProvider>
    </Store>,
  );
}

describe('useCaptcha', () => {
  it('keeps the solution after a send that got no answer: the server never saw it', async () => {
    await renderForm(FAILURES['no answer']);
    const user = userEvent.setup();
    await tickCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(captchaCheckbox()).toBeChecked();
    expect(screen.getByText('Captcha verified.')).toBeInTheDocument();
    expect(screen.getByLabelText('payload')).toHaveTextContent('solved');
  });

  it.each(['timeout', 'a page that is not JSON', 'a server error', 'a refusal'] as const)(
    'starts over after %s: the server may have spent the solution',
    async (failure) => {
      await renderForm(FAILURES[failure]);
      const user = userEvent.setup();
      await tickCaptcha(user);
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect(captchaCheckbox()).not.toBeChecked();
      expect(screen.getByLabelText('payload')).toHaveTextContent('none');
    },
  );
});
