import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { DocumentTitle, usePageTitle } from './document-title';
import { initI18n } from './i18n';
import type { LocaleCode } from './locales';

/** A page that titles the document after its headline once it has one. */
function Article({ headline }: { headline?: string }) {
  usePageTitle(headline);
  return <p>{headline}</p>;
}

async function renderTitled(code: LocaleCode, page: React.ReactNode) {
  const instance = await initI18n(code, i18next.createInstance());
  const view = (children: React.ReactNode) => (
    <I18nextProvider i18n={instance}>
      <DocumentTitle titleKey="routeError.title">{children}</DocumentTitle>
    </I18nextProvider>
  );
  const { rerender } = render(view(page));
  return { rerender: (next: React.ReactNode) => rerender(view(next)) };
}

describe('DocumentTitle and usePageTitle', () => {
  it('titles the document after the route until the page knows its headline, and again once it is left', async () => {
    const { rerender } = await renderTitled('EN', <Article />);
    expect(document.title).toBe('Something went wrong | Emberdeep');

    rerender(<Article headline="Patch 1.2: the Drowned King wakes" />);
    expect(document.title).toBe('Patch 1.2: the Drowned King wakes | Emberdeep');

    // The next article, in the same page component.
    rerender(<Article headline="Winter roadmap" />);
    expect(document.title).toBe('Winter roadmap | Emberdeep');

    rerender(<p>another page</p>);
    expect(document.title).toBe('Something went wrong | Emberdeep');
  });

  it('keeps the route title in the page language when the page gives none', async () => {
    await renderTitled('DE', <Article />);
    expect(document.title).toBe('Etwas ist schiefgelaufen | Emberdeep');
  });
});
