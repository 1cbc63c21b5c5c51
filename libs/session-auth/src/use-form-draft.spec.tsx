import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useCallback, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@dungeon/browser-storage';
import { changeLanguage, initI18n } from '@dungeon/i18n-locales';
import { makeStore } from '@dungeon/store';
import { FormDraftNotice } from './form-draft-notice';
import { FORM_DRAFT_MAX_AGE_MS } from './form-drafts-storage';
import { loggedOut, sessionChecked } from './session.slice';
import { createGuardedRouter, expectDraftPutBack, SignInAgain, sessionState } from './testing';
import { useFormDraft, type FormDraft } from './use-form-draft';

interface TicketValues {
  subject: string;
  description: string;
  password: string;
  topic: string;
}

function TicketForm() {
  const [values, setValues] = useState<TicketValues>({ subject: '', description: '', password: '', topic: 'general' });
  const onRestore = useCallback((draft: FormDraft<keyof TicketValues>) => {
    setValues((current) => ({ ...current, ...draft }));
  }, []);
  const { restored } = useFormDraft({
    formId: 'ticket',
    // `password` is listed on purpose: the store refuses it whatever a form asks.
    fields: ['subject', 'description', 'password', 'topic'],
    values,
    onRestore,
  });
  const field = (name: keyof TicketValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });
  return (
    <form>
      <FormDraftNotice restored={restored} />
      <label>
        Subject <input {...field('subject')} />
      </label>
      <label>
        Description <textarea {...field('description')} />
      </label>
      <label>
        Password <input type="password" {...field('password')} />
      </label>
      <label>
        Topic <input {...field('topic')} />
      </label>
    </form>
  );
}

/** The page as it loads: a guarded ticket form, and the same form on a public page (`/help`). */
async function renderPage({
  session = 'signedIn',
  url = '/support/contact',
}: { session?: 'unchecked' | 'signedOut' | 'signedIn'; url?: string } = {}) {
  const i18n = await initI18n('EN', i18next.createInstance());
  const store = makeStore(
    sessionState(session, session === 'signedIn' ? { user: { username: 'nyx', email: 'nyx@example.test' } } : {}),
  );
  const router = createGuardedRouter(
    [
      { path: '/support/contact', element: <TicketForm />, handle: { auth: true } },
      { path: '/help', element: <TicketForm /> },
      { path: '/user/login', element: <SignInAgain /> },
      { path: '/news', element: <p>News page</p> },
    ],
    url,
  );
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { store, router, view, user: userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }) };
}

async function renderForm() {
  const { store, router, view, user } = await renderPage();
  await user.type(await screen.findByLabelText('Subject'), 'Launcher closes');
  await user.type(screen.getByLabelText('Description'), 'It crashes right after the splash screen.');
  await user.type(screen.getByLabelText('Password'), 'Torch#Light42');
  return { store, router, view, user };
}

const storedDrafts = () => sessionStorage.getItem(SESSION_STORAGE_KEYS.formDrafts);

describe('useFormDraft', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('keeps what was typed when the server ends the session, and refills it once after the same player signs in', async () => {
    const { store, router, user } = await renderForm();
    act(() => {
      store.dispatch(sessionChecked({ result: 1004 }));
    });
    await screen.findByText('Login page');
    expect(router.state.location.search).toBe('?redirect=%2Fsupport%2Fcontact');
    const stored = JSON.parse(storedDrafts() ?? '[]') as unknown;
    expect(stored).toEqual([
      {
        account: 'nyx@example.test',
        path: '/support/contact',
        formId: 'ticket',
        savedAt: Date.now(),
        // Only what the player changed; never the password.
        values: { subject: 'Launcher closes', description: 'It crashes right after the splash screen.' },
        reason: 'session-ended',
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Sign in as Nyx' }));
    expect(await screen.findByLabelText('Subject')).toHaveValue('Launcher closes');
    expect(screen.getByLabelText('Description')).toHaveValue('It crashes right after the splash screen.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Topic')).toHaveValue('general');
    // Refilled once: the draft is gone.
    await expectDraftPutBack();
  });

  it('keeps what was typed after an idle logout', async () => {
    const { store, user } = await renderForm();
    act(() => {
      store.dispatch(loggedOut('idle'));
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in as Nyx' }));
    expect(await screen.findByLabelText('Subject')).toHaveValue('Launcher closes');
    await expectDraftPutBack();
  });

  it('keeps nothing when the player logs out on purpose', async () => {
    const { store } = await renderForm();
    act(() => {
      store.dispatch(loggedOut());
    });
    await screen.findByText('Login page');
    expect(storedDrafts()).toBeNull();
  });

  it('keeps nothing when the player simply leaves the page while signed in', async () => {
    const { router } = await renderForm();
    await act(() => router.navigate('/news'));
    expect(storedDrafts()).toBeNull();
  });

  it('never shows the draft to another player who signs in on the same tab', async () => {
    const { store, user } = await renderForm();
    act(() => {
      store.dispatch(sessionChecked({ result: 1004 }));
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in as Ash' }));
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps what was typed across a language change, signed in, and puts it back without a notice', async () => {
    const { view } = await renderForm();
    changeLanguage('DE', () => {
      view.unmount();
    });
    await renderPage();
    expect(await screen.findByLabelText('Subject')).toHaveValue('Launcher closes');
    expect(screen.getByLabelText('Description')).toHaveValue('It crashes right after the splash screen.');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // Nothing ended: the form is simply as the player left it.
    expect(screen.queryByRole('status')).toBeNull();
    expect(storedDrafts()).toBeNull();
  });

  it('keeps what was typed across a language change while signed out, once the session check says so', async () => {
    const first = await renderPage({ session: 'signedOut', url: '/help' });
    await first.user.type(await screen.findByLabelText('Subject'), 'Cannot sign in');
    await first.user.type(screen.getByLabelText('Password'), 'Torch#Light42');
    changeLanguage('FR', () => {
      first.view.unmount();
    });
    expect(storedDrafts()).not.toContain('Torch#Light42');

    const { store } = await renderPage({ session: 'unchecked', url: '/help' });
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
    act(() => {
      store.dispatch(sessionChecked({ result: 1 }));
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('Cannot sign in');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(storedDrafts()).toBeNull();
  });

  it('does not give what was typed while signed out to the account that turns out to be signed in', async () => {
    const first = await renderPage({ session: 'unchecked', url: '/help' });
    await first.user.type(await screen.findByLabelText('Subject'), 'Cannot sign in');
    changeLanguage('FR', () => {
      first.view.unmount();
    });
    const { store } = await renderPage({ session: 'unchecked', url: '/help' });
    act(() => {
      store.dispatch(sessionChecked({ result: 0, username: 'Nyx', email: 'nyx@example.test' }));
    });
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
  });

  it('forgets a draft that is 24 hours old', async () => {
    const { store, user } = await renderForm();
    act(() => {
      store.dispatch(sessionChecked({ result: 1004 }));
    });
    await screen.findByText('Login page');
    vi.advanceTimersByTime(FORM_DRAFT_MAX_AGE_MS);
    await user.click(screen.getByRole('button', { name: 'Sign in as Nyx' }));
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
