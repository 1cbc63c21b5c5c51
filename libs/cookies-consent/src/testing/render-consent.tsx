import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from 'react-router-dom';
import { initI18n } from '@dungeon/i18n-locales';
import { makeStore } from '@dungeon/store';
import { CookieConsent, preloadConsentDialog } from '../cookie-consent';
import { COOKIES_NS } from '../cookies-namespace';

let english: Promise<I18n> | undefined;

/** One English i18next instance with the `cookies` namespace, shared by the specs. */
function englishStrings(): Promise<I18n> {
  english ??= initI18n('EN', i18next.createInstance()).then(async (instance) => {
    await instance.loadNamespaces(COOKIES_NS);
    return instance;
  });
  return english;
}

function Page() {
  const location = useLocation();
  return (
    <>
      <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>
      <button type="button">Page button</button>
    </>
  );
}

/** The shell's frame: the page in a focusable `main`, which CookieConsent gives focus to after the banner. */
function Frame() {
  const main = useRef<HTMLElement>(null);
  return (
    <>
      <main ref={main} tabIndex={-1}>
        <Page />
      </main>
      <CookieConsent focusAfterBanner={main} />
    </>
  );
}

/**
 * Renders the page frame the shell gives CookieConsent: a store, a router, English strings. The
 * page is at `url` with the history state `state`, after a visit to `from` when given.
 */
export async function renderConsent(url = '/home', { from, state }: { from?: string; state?: unknown } = {}) {
  const i18n = await englishStrings();
  // CookieConsent loads the banner and the dialog on demand; have them ready, as after first use.
  await Promise.all([import('../cookie-banner'), import('../cookie-preferences-dialog')]);
  const store = makeStore();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <Frame />,
      },
    ],
    { initialEntries: [...(from ? [from] : []), { ...parsePath(url), state }] },
  );
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </I18nextProvider>,
    );
    // The banner and the dialog are React.lazy parts loaded through lazyPage, which starts a load in
    // a later task and resolves it after the module runner's import and the strings, not in a set
    // number of tasks. This load takes the same way, asked after theirs: once it is in, so are they.
    await preloadConsentDialog();
  });
  return { store, router, where: () => screen.getByTestId('where').textContent };
}
