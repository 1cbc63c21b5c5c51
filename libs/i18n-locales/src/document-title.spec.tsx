import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentTitle, TITLE_ANNOUNCE_DELAY_MS, usePageTitle } from './document-title';
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

describe('DocumentTitle after a navigation inside the app', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function renderAt(place: string, titleKey: string) {
    const instance = await initI18n('EN', i18next.createInstance());
    vi.useFakeTimers();
    const view = (at: string, key: string, page: React.ReactNode = null) => (
      <I18nextProvider i18n={instance}>
        <DocumentTitle titleKey={key} place={at}>
          {page}
        </DocumentTitle>
      </I18nextProvider>
    );
    const { rerender, container } = render(view(place, titleKey));
    const said = () => container.querySelector('[aria-live="polite"]')?.textContent ?? null;
    return { go: (at: string, key: string, page?: React.ReactNode) => rerender(view(at, key, page)), said };
  }

  it("says nothing on the first load, then says the new page's title once it has settled", async () => {
    const { go, said } = await renderAt('/home', 'routeError.title');
    expect(said()).toBe('');
    act(() => {
      vi.advanceTimersByTime(TITLE_ANNOUNCE_DELAY_MS);
    });
    expect(said()).toBe('');

    go('/news/12', 'loading', <Article />);
    // The article names itself a moment later: one announcement, with its headline.
    act(() => {
      vi.advanceTimersByTime(TITLE_ANNOUNCE_DELAY_MS / 2);
    });
    go('/news/12', 'loading', <Article headline="Winter roadmap" />);
    expect(said()).toBe('');
    act(() => {
      vi.advanceTimersByTime(TITLE_ANNOUNCE_DELAY_MS);
    });
    expect(said()).toBe('Winter roadmap | Emberdeep');
    expect(screen.getByText('Winter roadmap | Emberdeep')).toHaveAttribute('aria-atomic', 'true');
  });

  it('says a title again when it comes back, and nothing when only the same page renders again', async () => {
    const { go, said } = await renderAt('/home', 'routeError.title');
    go('/shop', 'routeError.title');
    act(() => {
      vi.advanceTimersByTime(TITLE_ANNOUNCE_DELAY_MS);
    });
    expect(said()).toBe('Something went wrong | Emberdeep');
    go('/legal', 'routeError.title');
    // Emptied at once, so the same words are a change a screen reader reads again.
    expect(said()).toBe('');
    act(() => {
      vi.advanceTimersByTime(TITLE_ANNOUNCE_DELAY_MS);
    });
    expect(said()).toBe('Something went wrong | Emberdeep');
    go('/legal', 'routeError.title');
    expect(said()).toBe('Something went wrong | Emberdeep');
  });
});
