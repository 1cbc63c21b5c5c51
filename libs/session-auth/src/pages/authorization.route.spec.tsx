import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@dungeon/i18n-locales';
import { makeStore } from '@dungeon/store';
import { sessionState } from '../testing';
import { Component as AuthorizationPage } from './authorization.route';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** /authorization once the session check has finished, holding `redirect` in its query. */
async function landingFrom(redirect: string): Promise<string | null> {
  const i18n = await initI18n('EN', i18next.createInstance());
  const router = createMemoryRouter(
    [
      { path: '/authorization', Component: AuthorizationPage },
      { path: '*', Component: Where },
    ],
    { initialEntries: [`/authorization?redirect=${encodeURIComponent(redirect)}`] },
  );
  const view = render(
    <Provider store={makeStore(sessionState('signedIn'))}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  const landed = (await screen.findByTestId('where')).textContent;
  view.unmount();
  return landed;
}

describe('/authorization after the session check (SPEC §2)', () => {
  it('continues to the page of this site it holds, with its query and hash', async () => {
    expect(await landingFrom('/support/contact?topic=billing#form')).toBe('/support/contact?topic=billing#form');
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
  ])('never leaves the site for %s: it continues to /home', async (_name, target) => {
    expect(await landingFrom(target)).toBe('/home');
  });
});
