import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n, type LocaleCode } from '@dungeon/i18n-locales';
import { CONTENT_NS } from '../content-namespace';

/** Renders a screen of this library at `path` with a real i18next instance in `code`, namespaces loaded. */
export async function renderPage(
  element: ReactElement,
  { code = 'EN', path = '/', namespaces = [] }: { code?: LocaleCode; path?: string; namespaces?: string[] } = {},
) {
  const instance = await initI18n(code, i18next.createInstance());
  await instance.loadNamespaces([CONTENT_NS, ...namespaces]);
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return render(
    <I18nextProvider i18n={instance}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}
