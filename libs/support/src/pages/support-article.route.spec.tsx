import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FaqArticle } from '@dungeon/contract';
import { paths } from '@dungeon/routing';
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
  });
});
