import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DocumentTitle, ERRORS_NS, initI18n, type LocaleCode } from '@dungeon/i18n-locales';
import type { SessionState } from '@dungeon/session-auth';
import { sessionState } from '@dungeon/session-auth/testing';
import { makeTestStore } from '@dungeon/store/testing';
import { SHOP_NS } from '../shop-namespace';

/**
 * Renders a screen of this library at `path` (matched by `routePath`) with a real store (signed in
 * unless told otherwise, `session` added), a real i18next instance in `code` with the shop and errors namespaces,
 * and any `routes` the screen navigates to.
 */
export async function renderShopPage(
  element: ReactElement,
  {
    code = 'EN',
    path,
    routePath = path,
    routes = [],
    signedIn = true,
    session = {},
  }: {
    code?: LocaleCode;
    path: string;
    routePath?: string;
    routes?: RouteObject[];
    signedIn?: boolean;
    /** More of the session state (a pending closure's `withdrawalDate`...). */
    session?: Partial<SessionState>;
  },
) {
  const instance = await initI18n(code, i18next.createInstance());
  await instance.loadNamespaces([SHOP_NS, ERRORS_NS]);
  const { store, wrapper: Store } = makeTestStore(sessionState(signedIn ? 'signedIn' : 'signedOut', session));
  const router = createMemoryRouter([{ path: routePath, element }, ...routes], { initialEntries: [path] });
  const view = render(
    <Store>
      <I18nextProvider i18n={instance}>
        {/* As the app's frame does: a page may title the document (usePageTitle). */}
        <DocumentTitle titleKey={undefined}>
          <RouterProvider router={router} />
        </DocumentTitle>
      </I18nextProvider>
    </Store>,
  );
  return { store, router, view, i18n: instance };
}

/** A JSON answer as the reference back end gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
