import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@dungeon/i18n-locales';
import { installDialogPolyfill } from '@dungeon/ui-kit/testing';
import IdleLogoutWarning from './idle-logout-warning';
import { IDLE_WARNING_SECONDS } from './idle-timer';
import { SESSION_NS } from './session-namespace';

beforeAll(installDialogPolyfill);

async function renderWarning() {
  const i18n = await initI18n('EN', i18next.createInstance());
  await i18n.loadNamespaces(SESSION_NS);
  const staySignedIn = vi.fn();
  const logOutNow = vi.fn();
  const { unmount } = render(
    <I18nextProvider i18n={i18n}>
      <IdleLogoutWarning staySignedIn={staySignedIn} logOutNow={logOutNow} />
    </I18nextProvider>,
  );
  return { staySignedIn, logOutNow, unmount };
}

describe('IdleLogoutWarning (SPEC §4, a minute before an idle logout)', () => {
  it('is a modal alert dialog that says when the player will be signed out, with focus on staying', async () => {
    await renderWarning();
    const warning = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(warning).toHaveAccessibleDescription(
      `For your security you will be logged out in ${String(IDLE_WARNING_SECONDS)} seconds because of inactivity.`,
    );
    expect(warning).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
  });

  it('stays signed in on its button or on Escape, and logs out on "Log out now"', async () => {
    const { staySignedIn, logOutNow } = await renderWarning();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(staySignedIn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(staySignedIn).toHaveBeenCalledTimes(2);
    expect(logOutNow).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log out now' }));
    expect(logOutNow).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to the field the player was in when it goes', async () => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Subject');
    document.body.append(field);
    field.focus();
    const { unmount } = await renderWarning();
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    unmount();
    expect(field).toHaveFocus();
    field.remove();
  });
});
