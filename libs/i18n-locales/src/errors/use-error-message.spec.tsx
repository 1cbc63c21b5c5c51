import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { ERRORS_NS } from './errors-namespace';
import { useErrorMessage } from './use-error-message';

function Message({ errorKey }: { errorKey: string }) {
  const message = useErrorMessage();
  return <p>{message(errorKey)}</p>;
}

async function renderIn(code: 'EN' | 'DE', errorKey: string) {
  const instance = await initI18n(code, i18next.createInstance());
  await instance.loadNamespaces(ERRORS_NS);
  render(
    <I18nextProvider i18n={instance}>
      <Message errorKey={errorKey} />
    </I18nextProvider>,
  );
}

describe('useErrorMessage (SPEC §8)', () => {
  it('shows the message of a known key in the current language', async () => {
    await renderIn('DE', 'password_1');
    expect(screen.getByText('E-Mail-Adresse oder Passwort ist falsch.')).toBeInTheDocument();
  });

  it('shows the generic message for an unknown key, never the key or a server string', async () => {
    await renderIn('EN', '<script>alert(1)</script>');
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
  });

  it('never renders the success group object for the bare key "success"', async () => {
    await renderIn('EN', 'success');
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
  });

  it('shows a success message by its key', async () => {
    await renderIn('DE', 'success.codeSent');
    expect(screen.getByText('Ein Bestätigungscode wurde an deine E-Mail-Adresse gesendet.')).toBeInTheDocument();
  });
});
