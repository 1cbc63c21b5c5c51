import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerNewsCalls, json, newsPage } from '../testing/news-fixtures';
import { renderNews } from '../testing/render-news';
import { Component as NewsAll } from './news-all.route';

function renderList() {
  return renderNews('/news/all', { '/news/all': NewsAll });
}

function cardTitles() {
  return within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('/news/all', () => {
  it('lists the first page: title link, sized image, category and a date in the active language', async () => {
    answerNewsCalls(() => json(newsPage([20, 19, 18], 'next-1')));
    await renderList();
    const link = await screen.findByRole('link', { name: 'Article 20' });
    expect(link).toHaveAttribute('href', '/news/20');
    const card = link.closest('article');
    expect(card?.querySelector('img')).toHaveAttribute('width', '640');
    expect(card?.querySelector('img')).toHaveAttribute('height', '360');
    expect(within(card as HTMLElement).getByText('Update')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('November 20, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-20T09:00:00.000Z',
    );
  });

  it('ends with the news feed for feed readers, in the language of the page', async () => {
    answerNewsCalls(() => json(newsPage([20], null)));
    const { i18n } = await renderList();
    const feed = await screen.findByRole('link', { name: 'Follow the news in your feed reader (Atom)' });
    expect(feed).toHaveAttribute('href', `/api/news/feed?lang=${i18n.language}`);
    expect(feed).toHaveAttribute('type', 'application/atom+xml');
  });

  it('"Load more" appends the next page, sends its cursor, and moves focus to the first new article', async () => {
    const urls = answerNewsCalls((url) =>
      url.searchParams.get('cursor') === 'next-1'
        ? json(newsPage([17, 16], null))
        : json(newsPage([20, 19, 18], 'next-1')),
    );
    await renderList();
    await screen.findByRole('link', { name: 'Article 20' });
    expect(urls[0]?.searchParams.get('lang')).toBe('en');
    expect(urls[0]?.searchParams.has('cursor')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await screen.findByRole('link', { name: 'Article 17' });
    expect(cardTitles()).toEqual(['Article 20', 'Article 19', 'Article 18', 'Article 17', 'Article 16']);
    expect(urls[1]?.searchParams.get('cursor')).toBe('next-1');
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Article 17' })).toHaveFocus();
    });
    // The last page has no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows news_1 when there is no news', async () => {
    answerNewsCalls(() => json(newsPage([], null)));
    const { message } = await renderList();
    expect(await screen.findByText(message('news_1'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows news_3 when the list fails, and its retry loads the list', async () => {
    let fail = true;
    answerNewsCalls(() => (fail ? json({ error: 'defaultError_5' }, 500) : json(newsPage([5], null))));
    const { message } = await renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(message('news_3'));
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Article 5' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows news_4 when loading more fails, keeps what was shown, and retries the same page', async () => {
    let failMore = true;
    answerNewsCalls((url) => {
      if (!url.searchParams.has('cursor')) return json(newsPage([9, 8], 'c2'));
      return failMore ? json({ error: 'defaultError_5' }, 503) : json(newsPage([7], null));
    });
    const { message } = await renderList();
    await screen.findByRole('link', { name: 'Article 9' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message('news_4'));
    expect(cardTitles()).toEqual(['Article 9', 'Article 8']);

    failMore = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Article 7' });
    expect(cardTitles()).toEqual(['Article 9', 'Article 8', 'Article 7']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
