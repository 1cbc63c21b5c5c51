import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DocumentTitle, ERRORS_NS, initI18n, type LocaleCode } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import type { SessionState } from '@dungeon/session-auth';
import { createGuardedRouter, SignInAgain, sessionState } from '@dungeon/session-auth/testing';
import { makeTestStore } from '@dungeon/store/testing';
import { SHOP_NS } from '../shop-namespace';

/**
 * Renders a screen of this library at `path` (matched by `routePath`) with a real store (signed in
 * unless told otherwise, `session` added), a real i18next instance in `code` with the shop and errors namespaces,
 * and any `routes` the screen navigates to. `guarded`: as an (auth) page behind the SPEC §2 guard,
 * as the shell mounts it, with session-auth's stand-in login page (`SignInAgain`) at /user/login.
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
    guarded = false,
  }: {
    code?: LocaleCode;
    path: string;
    routePath?: string;
    routes?: RouteObject[];
    signedIn?: boolean;
    /** More of the session state (a pending closure's `withdrawalDate`...). */
    session?: Partial<SessionState>;
    guarded?: boolean;
  },
) {
  const instance = await initI18n(code, i18next.createInstance());
  await instance.loadNamespaces([SHOP_NS, ERRORS_NS]);
  const { store, wrapper: Store } = makeTestStore(sessionState(signedIn ? 'signedIn' : 'signedOut', session));
  const router = guarded
    ? createGuardedRouter(
        [
          { path: routePath, element, handle: { auth: true } },
          { path: paths.login, element: <SignInAgain /> },
          ...routes,
        ],
        path,
      )
    : createMemoryRouter([{ path: routePath, element }, ...routes], { initialEntries: [path] });
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
