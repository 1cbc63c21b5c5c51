import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, json, renderScreens } from '../dashboard/testing/screens-test-kit';
import { Component as LoginPage } from '../pages/login.route';
import { atFieldsOrAlert } from './refusal';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The login page with a server that refuses every sign-in with `body`. */
async function refusedLogin(body: unknown, status: number, language: 'EN' | 'DE' = 'EN') {
  const calls = answerCalls(() => json(body, status));
  const view = await renderScreens('/user/login', { '/user/login': LoginPage }, { language });
  await userEvent.type(await screen.findByRole('textbox'), 'demo@emberdeep.example');
  await userEvent.type(view.container.querySelector('input[type="password"]') as HTMLInputElement, 'Wrong#Pass1');
  await userEvent.keyboard('{Enter}');
  return { ...view, calls };
}

describe('a refused form (useRefusal, RefusalAlert)', () => {
  it("says the server's refusal in the current language, moves focus to it and keeps what was typed", async () => {
    const { message, calls } = await refusedLogin({ error: 'password_1' }, 401, 'DE');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message('password_1'));
    await waitFor(() => {
      expect(alert).toHaveFocus();
    });
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('textbox')).toHaveValue('demo@emberdeep.example');
    expect(document.querySelector('input[type="password"]')).toHaveValue('Wrong#Pass1');
  });

  it("shows the server's field keys at their fields as well as its key above the form", async () => {
    const { message } = await refusedLogin({ error: 'email_10', fields: { email: 'email_10' } }, 400);

    expect(await screen.findByRole('alert')).toHaveTextContent(message('email_10'));
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      expect.stringContaining(message('email_10')) as string,
    );
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves focus to the first field its own check refuses, keeps what was typed and sends nothing', async () => {
    const calls = answerCalls(() => json({}, 500));
    const { message, container } = await renderScreens('/user/login', { '/user/login': LoginPage }, { language: 'DE' });
    const email = await screen.findByRole('textbox');
    const password = container.querySelector('input[type="password"]') as HTMLInputElement;
    await userEvent.type(password, 'Secret#Pass1');
    await userEvent.type(email, 'not-an-email');
    // Submitted from the password field: focus has to travel back up to the address.
    await userEvent.type(password, '{Enter}');

    await waitFor(() => {
      expect(email).toHaveFocus();
    });
    expect(email).toHaveAccessibleDescription(expect.stringContaining(message('email_10')) as string);
    expect(email).toHaveValue('not-an-email');
    expect(password).toHaveValue('Secret#Pass1');
    expect(calls.filter((call) => call.url.pathname.endsWith('/login'))).toHaveLength(0);

    // With the address fixed and the password gone, the password is the field to fix.
    await userEvent.clear(email);
    await userEvent.type(email, 'demo@emberdeep.example');
    await userEvent.clear(password);
    await userEvent.type(email, '{Enter}');
    await waitFor(() => {
      expect(password).toHaveFocus();
    });
  });
});

describe('atFieldsOrAlert', () => {
  it('keeps a refusal at the fields it names, and drops the same key from the alert', () => {
    expect(atFieldsOrAlert({ form: 'password_3', currentPassword: 'password_3' })).toEqual({
      currentPassword: 'password_3',
    });
  });

  it('puts a refusal that names no field in the alert', () => {
    expect(atFieldsOrAlert({ form: 'defaultError_5' })).toEqual({ form: 'defaultError_5' });
    expect(atFieldsOrAlert({ form: 'defaultError_13', password: undefined })).toEqual({ form: 'defaultError_13' });
  });
});
