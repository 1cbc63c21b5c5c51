import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FaqArticle } from '@dungeon/contract';
import { paths } from '@dungeon/routing';
import { selectSupportFaqRead } from '@dungeon/session-auth';
import { answerApi, json, renderRoute } from '../spec-helpers';
import { Component as ArticlePage } from './support-article.route';

const ARTICLE: FaqArticle = {
  id: 4,
  category: 'account',
  title: 'I forgot my password',
  bodyHtml: '<p>You can set a new password yourself.</p>',
  updatedAt: '2026-03-02T10:00:00Z',
  lang: 'en',
};

describe('/support/search/:id', () => {
  it('says an unknown article does not exist, under the page’s own heading', async () => {
    answerApi({ 'GET /support/faq/404': () => json({ error: 'defaultError_12' }, 404) });
    await renderRoute(<ArticlePage />, paths.supportArticle, '/support/search/404');
    expect(await screen.findByRole('alert')).toHaveTextContent('This help article does not exist.');
    expect(screen.getByRole('heading', { level: 1, name: 'Help article' })).toBeInTheDocument();
  });

  it('keeps a heading through a failed load, and the retry brings the article and its own title', async () => {
    let fail = true;
    answerApi({
      'GET /support/faq/4': () => (fail ? json({ error: 'defaultError_5' }, 500) : json(ARTICLE)),
    });
    await renderRoute(<ArticlePage />, paths.supportArticle, '/support/search/4');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Help article' })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The tab, the history list and a bookmark name the article, not "Help article".
    await waitFor(() => {
      expect(document.title).toBe(`${ARTICLE.title} | Emberdeep`);
    });
  });

  it('shows the article in its own language and records that one was read (SPEC §3 supportFAQRead)', async () => {
    answerApi({ 'GET /support/faq/4': () => json({ ...ARTICLE, lang: 'de' }) });
    const { store } = await renderRoute(<ArticlePage />, paths.supportArticle, '/support/search/4');
    const title = await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
    expect(title.closest('article')).toHaveAttribute('lang', 'de');
    expect(selectSupportFaqRead(store.getState())).toBe(true);
  });

  it('records nothing as read for an article that could not be shown', async () => {
    answerApi({ 'GET /support/faq/404': () => json({ error: 'defaultError_12' }, 404) });
    const { store } = await renderRoute(<ArticlePage />, paths.supportArticle, '/support/search/404');
    await screen.findByRole('alert');
    expect(selectSupportFaqRead(store.getState())).toBe(false);
  });

  it('says an address that is no article id does not exist, without asking the server', async () => {
    const fetchMock = answerApi({});
    await renderRoute(<ArticlePage />, paths.supportArticle, '/support/search/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This help article does not exist.');
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/faq/')),
    ).toEqual([]);
  });

  it('never shows the article left behind under the address of one that failed', async () => {
    answerApi({
      'GET /support/faq/4': () => json(ARTICLE),
      'GET /support/faq/5': () => json({ error: 'defaultError_5' }, 500),
    });
    const { router } = await renderRoute(<ArticlePage />, paths.supportArticle, '/support/search/4');
    await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
    await act(() => router.navigate('/support/search/5'));
    expect(await screen.findByRole('alert')).toHaveTextContent('A server error occurred. Please try again.');
    expect(screen.queryByRole('heading', { name: ARTICLE.title })).not.toBeInTheDocument();
  });

  it('shows the way to a ticket only once the article is there, so nothing jumps down the page', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerApi({ 'GET /support/faq/4': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderRoute(<ArticlePage />, paths.supportArticle, '/support/search/4');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    answer(json(ARTICLE));
    expect(await screen.findByRole('complementary')).toBeInTheDocument();
  });
});
