import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@dungeon/browser-storage';
import { paths } from '@dungeon/routing';
import { loggedOut, sessionChecked } from '@dungeon/session-auth';
import {
  createGuardedRouter,
  DRAFT_RESTORED,
  expectDraftPutBack,
  SignInAgain,
  sessionState,
} from '@dungeon/session-auth/testing';
import { answerApi, json, renderRouter } from '../spec-helpers';
import { Component as ContactPage } from './support-contact.route';

async function renderSignedInContact() {
  answerApi({ 'GET /support/faq': () => json({ lang: 'en', items: [] }) });
  const router = createGuardedRouter(
    [
      { path: paths.supportContact, element: <ContactPage />, handle: { auth: true } },
      { path: paths.login, element: <SignInAgain /> },
      { path: paths.dashboard, element: <p>Dashboard</p> },
    ],
    paths.supportContact,
  );
  const store = await renderRouter(router, sessionState('signedIn'));
  const user = userEvent.setup();
  await user.selectOptions(await screen.findByLabelText('Request type'), 'launcher');
  await user.type(screen.getByLabelText('Subject'), 'Launcher closes');
  await user.click(screen.getByLabelText('Description'));
  await user.paste('The launcher closes itself right after the splash screen, every time.');
  return { store, router, user };
}

describe('/support/contact keeps an unsent ticket across a session end', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('refills the ticket after the session expired and the player signed in again', async () => {
    const { store, router, user } = await renderSignedInContact();
    act(() => {
      store.dispatch(sessionChecked({ result: 1004 }));
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in as Nyx' }));

    expect(router.state.location.pathname).toBe(paths.supportContact);
    expect(await screen.findByLabelText('Subject')).toHaveValue('Launcher closes');
    expect(screen.getByLabelText('Request type')).toHaveValue('launcher');
    expect(screen.getByLabelText('Description')).toHaveValue(
      'The launcher closes itself right after the splash screen, every time.',
    );
    await expectDraftPutBack();
  });

  it('keeps nothing when the player logs out on purpose', async () => {
    const { store, router, user } = await renderSignedInContact();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.formDrafts)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Sign in as Nyx' }));
    await screen.findByText('Dashboard');
    await act(() => router.navigate(paths.supportContact));
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
    expect(screen.queryByText(DRAFT_RESTORED)).toBeNull();
  });
});
