import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { initI18n } from '@dungeon/i18n-locales';
import { sessionState } from '@dungeon/session-auth/testing';
import { makeStore } from '@dungeon/store';
import { CHROME_NS } from '../chrome-namespace';
import { LogoutModal } from '../logout-modal';
import { SiteFooter } from '../site-footer';
import { SiteHeader } from '../site-header';

/** Whole-chrome renders with role queries are slow in jsdom; this keeps them steady on a busy machine. */
export const RENDER_TIMEOUT_MS = 20_000;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The chrome as the shell places it, in English, with a real store and a memory router. */
export async function renderChrome(kind: 'signedIn' | 'signedOut', at = '/home') {
  const i18n = await initI18n('EN', i18next.createInstance());
  await i18n.loadNamespaces(CHROME_NS);
  const store = makeStore(sessionState(kind));
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <main>
              <Where />
            </main>
            <SiteFooter ageRating={<img src="/ratings/pegi-16.svg" alt="PEGI 16" />} />
            <LogoutModal />
          </>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </I18nextProvider>,
  );
  return {
    store,
    user: userEvent.setup(),
    where: () => screen.getByTestId('where').textContent,
  };
}
