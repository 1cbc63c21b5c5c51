import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { DocumentTitle, ERRORS_NS, initI18n } from '@dungeon/i18n-locales';
import { makeTestStore } from '@dungeon/store/testing';
import { NEWS_NS } from '../news-namespace';

/**
 * SPEC §8 news messages for tests, added only where the errors catalogue lacks them, so a test
 * can tell which key a screen chose (the catalogue's own wording wins once it has them).
 */
const NEWS_ERROR_MESSAGES = {
  news_1: 'There is no news.',
  news_2: 'Recent news could not be loaded.',
  news_3: 'The news could not be loaded.',
  news_4: 'More news could not be loaded.',
};

export async function newsI18n(): Promise<I18n> {
  const instance = await initI18n('EN', i18next.createInstance());
  await instance.loadNamespaces([NEWS_NS, ERRORS_NS]);
  instance.addResourceBundle('en', ERRORS_NS, NEWS_ERROR_MESSAGES, true, false);
  return instance;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** Renders news screens at `url` in a real store, router and English i18n, under the document title. */
export async function renderNews(url: string, screens: Record<string, ComponentType>) {
  const i18n = await newsI18n();
  const { store, wrapper: StoreProvider } = makeTestStore();
  const router = createMemoryRouter(
    [...Object.entries(screens).map(([path, Component]) => ({ path, Component })), { path: '*', Component: Where }],
    { initialEntries: [url] },
  );
  const view = render(
    <StoreProvider>
      <I18nextProvider i18n={i18n}>
        {/* As the app's frame does: a page may title the document (usePageTitle). */}
        <DocumentTitle titleKey={undefined}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </DocumentTitle>
      </I18nextProvider>
    </StoreProvider>,
  );
  return { ...view, store, router, i18n, message: (key: string) => i18n.t(`${ERRORS_NS}:${key}`) };
}
