import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEYS } from '@dungeon/browser-storage';
import { changeLanguage } from '@dungeon/i18n-locales';
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

/** The ticket form for a signed-in player, as it opens. */
async function openContact() {
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
  return { store, router, user: userEvent.setup() };
}

async function renderSignedInContact() {
  const { store, router, user } = await openContact();
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

describe('/support/contact across a language change', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('says the chosen files must be attached again when the form comes back without them', async () => {
    const { user } = await renderSignedInContact();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'crash.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Attachments'), png);
    expect(await screen.findByRole('list', { name: 'Chosen files' })).toHaveTextContent('crash.png');

    // The page reloads in the new language (SPEC §4): here the form is drawn again from scratch.
    changeLanguage('EN', () => undefined);
    cleanup();
    const { user: again } = await openContact();

    expect(await screen.findByLabelText('Subject')).toHaveValue('Launcher closes');
    const notice = 'Your attached files could not be kept. Please attach them again before sending.';
    expect(screen.getByText(notice).closest('[role="status"]')).not.toBeNull();
    // Gone once a file is picked again.
    await again.upload(screen.getByLabelText('Attachments'), png);
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('says nothing of files when none had been chosen', async () => {
    await renderSignedInContact();
    changeLanguage('EN', () => undefined);
    cleanup();
    await openContact();
    expect(await screen.findByLabelText('Subject')).toHaveValue('Launcher closes');
    expect(screen.queryByText(/attach them again/)).not.toBeInTheDocument();
  });
});
