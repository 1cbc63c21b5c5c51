import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaqSearchAnswer } from '@dungeon/contract';
import { paths } from '@dungeon/routing';
import { answerApi, json, renderRoute, searchedTerms } from '../spec-helpers';
import { Component as SearchPage } from './support-search.route';

const PASSWORD_HIT: FaqSearchAnswer = {
  lang: 'en',
  items: [
    {
      id: 1,
      category: 'account',
      title: 'I forgot my password',
      titleRanges: [{ start: 12, end: 20 }],
      snippet: 'You can set a new password yourself.',
      snippetRanges: [{ start: 18, end: 26 }],
    },
  ],
};

function answerSearch() {
  return answerApi({
    'GET /support/faq': (request) => {
      const q = new URL(request.url).searchParams.get('q');
      return json(q === 'password' ? PASSWORD_HIT : { lang: 'en', items: [] });
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/support/search', () => {
  it('asks the server once, 300 ms after the player stops typing, not for every key', async () => {
    const fetchMock = answerSearch();
    await renderRoute(<SearchPage />, paths.supportSearch, paths.supportSearch);
    await waitFor(() => {
      expect(searchedTerms(fetchMock)).toEqual([null]);
    });
    const box = screen.getByRole('searchbox', { name: 'Search help articles' });
    for (const text of ['p', 'pa', 'pas', 'pass', 'passw', 'password'])
      fireEvent.change(box, { target: { value: text } });
    expect(searchedTerms(fetchMock)).toEqual([null]);
    await waitFor(() => {
      expect(searchedTerms(fetchMock)).toEqual([null, 'password']);
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchedTerms(fetchMock)).toEqual([null, 'password']);
  });

  it('marks the matched words in the title and snippet, from the server ranges', async () => {
    answerSearch();
    await renderRoute(<SearchPage />, paths.supportSearch, `${paths.supportSearch}?q=password`);
    const link = await screen.findByRole('link', { name: 'I forgot my password' });
    expect(link.querySelector('mark')?.textContent).toBe('password');
    expect(screen.getByText('1 article found')).toBeInTheDocument();
    expect(document.querySelectorAll('mark')).toHaveLength(2);
  });

  it('shows the empty state with a way to ask for help when nothing matches', async () => {
    answerSearch();
    await renderRoute(<SearchPage />, paths.supportSearch, `${paths.supportSearch}?q=zzz`);
    expect(await screen.findByText(/No article matches your search/)).toBeInTheDocument();
    // The count's zero form (search.results_zero), not "0 articles found" (pt: "0 artigo encontrado").
    expect(screen.getByRole('status')).toHaveTextContent(/^No articles found$/);
    expect(screen.getByRole('link', { name: 'Submit a ticket' })).toHaveAttribute('href', paths.supportContact);
  });

  it('a failed search shows the error with a retry, not the results of the previous search', async () => {
    answerApi({
      'GET /support/faq': (request) => {
        const q = new URL(request.url).searchParams.get('q');
        return q === 'password' ? json(PASSWORD_HIT) : json({ error: 'defaultError_5' }, 500);
      },
    });
    await renderRoute(<SearchPage />, paths.supportSearch, `${paths.supportSearch}?q=password`);
    await screen.findByRole('link', { name: 'I forgot my password' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help articles' }), {
      target: { value: 'launcher' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('A server error occurred. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'I forgot my password' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search help articles' })).toHaveValue('launcher');
  });

  it('keeps what is typed while the link catches up, and follows a link to another query', async () => {
    answerSearch();
    const { router } = await renderRoute(<SearchPage />, paths.supportSearch, paths.supportSearch);
    const box = screen.getByRole('searchbox', { name: 'Search help articles' });
    for (const text of ['p', 'pa', 'pas']) fireEvent.change(box, { target: { value: text } });
    expect(box).toHaveValue('pas');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=pas');
    });
    expect(box).toHaveValue('pas');
    await router.navigate(`${paths.supportSearch}?q=password`);
    await waitFor(() => {
      expect(box).toHaveValue('password');
    });
  });

  it('searches for the words typed without the spaces around them, and types over the same history entry', async () => {
    const fetchMock = answerSearch();
    const { router } = await renderRoute(<SearchPage />, paths.supportSearch, paths.supportSearch);
    const box = screen.getByRole('searchbox', { name: 'Search help articles' });
    // The box stops at the server's limit, so a pasted essay is not refused.
    expect(box).toHaveAttribute('maxlength', '100');
    fireEvent.change(box, { target: { value: '  password  ' } });
    await waitFor(() => {
      expect(searchedTerms(fetchMock)).toEqual([null, 'password']);
    });
    expect(box).toHaveValue('  password  ');
    // Back leaves the search page instead of stepping back through every key typed.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('marks the results with their language, which may differ from the page’s (an English fallback)', async () => {
    answerSearch();
    await renderRoute(<SearchPage />, paths.supportSearch, `${paths.supportSearch}?q=password`);
    const link = await screen.findByRole('link', { name: 'I forgot my password' });
    expect(link.closest('ul')).toHaveAttribute('lang', 'en');
  });

  it('takes an unknown category in the link as all categories', async () => {
    const fetchMock = answerSearch();
    await renderRoute(<SearchPage />, paths.supportSearch, `${paths.supportSearch}?category=cheats`);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    const urls = fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(urls.filter((url) => url.includes('category='))).toEqual([]);
  });

  it('filters by category', async () => {
    const fetchMock = answerSearch();
    await renderRoute(<SearchPage />, paths.supportSearch, paths.supportSearch);
    fireEvent.click(screen.getByRole('radio', { name: 'Launcher' }));
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
      expect(urls.some((url) => url.includes('category=launcher'))).toBe(true);
    });
  });
});
