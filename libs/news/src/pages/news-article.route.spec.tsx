import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answerNewsCalls, json, newsArticle } from '../testing/news-fixtures';
import { renderNews } from '../testing/render-news';
import { Component as NewsArticlePage } from './news-article.route';

function renderArticle(url: string) {
  return renderNews(url, { '/news/:id': NewsArticlePage });
}

const HOSTILE_BODY =
  '<p>Safe text</p><script>window.pwned = true</script>' +
  '<img src="/api/news/images/map.svg" width="640" height="360" alt="Map" onerror="window.pwned = true">' +
  '<p><a href="javascript:alert(1)">trap</a> and <a href="/play">Play now</a></p>';

describe('/news/:id', () => {
  it('shows the article with its sanitized body and links to the older and newer articles', async () => {
    answerNewsCalls(() =>
      json(
        newsArticle(7, {
          bodyHtml: HOSTILE_BODY,
          previous: { id: 6, title: 'Article 6' },
          next: { id: 8, title: 'Article 8' },
        }),
      ),
    );
    const { container } = await renderArticle('/news/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 7' })).toBeInTheDocument();
    expect(screen.getByText('Safe text')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Map' })).not.toHaveAttribute('onerror');
    expect(screen.getByRole('img', { name: 'Map' })).toHaveAttribute('width', '640');
    expect(screen.getByText('trap')).not.toHaveAttribute('href');
    const navigation = screen.getByRole('navigation', { name: 'More articles' });
    expect(navigation).toContainElement(screen.getByRole('link', { name: /Previous article\s*Article 6/ }));
    expect(screen.getByRole('link', { name: /Previous article\s*Article 6/ })).toHaveAttribute('href', '/news/6');
    expect(screen.getByRole('link', { name: /Next article\s*Article 8/ })).toHaveAttribute('href', '/news/8');
    // The tab, the history list and a bookmark name the article, not "News article".
    await waitFor(() => {
      expect(document.title).toBe('Article 7 | Emberdeep');
    });
  });

  it('titles the document after each article it goes on to', async () => {
    answerNewsCalls((url) => {
      const id = Number(url.pathname.split('/').pop());
      return json(newsArticle(id, { previous: { id: id - 1, title: `Article ${String(id - 1)}` } }));
    });
    await renderArticle('/news/7');
    await screen.findByRole('heading', { level: 1, name: 'Article 7' });
    await userEvent.click(screen.getByRole('link', { name: /Previous article\s*Article 6/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 6' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Article 6 | Emberdeep');
    });
  });

  it('follows a link inside the body within the app', async () => {
    answerNewsCalls(() => json(newsArticle(7, { bodyHtml: HOSTILE_BODY })));
    await renderArticle('/news/7');
    await userEvent.click(await screen.findByRole('link', { name: 'Play now' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/play');
  });

  it('shows news_1 for an unknown article', async () => {
    answerNewsCalls(() => json({ error: 'news_1' }, 404));
    const { message } = await renderArticle('/news/404');
    expect(await screen.findByRole('alert')).toHaveTextContent(message('news_1'));
    expect(screen.getByRole('heading', { level: 1, name: 'News article' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows news_1 for a malformed id without asking the server', async () => {
    const urls = answerNewsCalls(() => json(newsArticle(1)));
    const { message } = await renderArticle('/news/not-an-id');
    expect(screen.getByRole('alert')).toHaveTextContent(message('news_1'));
    expect(urls).toHaveLength(0);
  });

  it('shows the failure and retries when the server cannot answer', async () => {
    let fail = true;
    answerNewsCalls(() => (fail ? json({ error: 'defaultError_5' }, 500) : json(newsArticle(3))));
    const { message } = await renderArticle('/news/3');
    expect(await screen.findByRole('alert')).toHaveTextContent(message('defaultError_5'));
    // The page keeps a heading of its own while it has no article to be titled by.
    expect(screen.getByRole('heading', { level: 1, name: 'News article' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('copies the address to the clipboard where there is no share sheet, and says so', async () => {
    answerNewsCalls(() => json(newsArticle(7)));
    await renderArticle('/news/7');
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied to the clipboard.');
  });

  /**
   * A browser with `share` (a share sheet, when given) and a clipboard that copies or refuses.
   * Clicks go through fireEvent: user-event would put its own clipboard in this one's place.
   */
  function browserWith({ share, copies = true }: { share?: () => Promise<void>; copies?: boolean }) {
    const writeText = vi.fn(() =>
      copies ? Promise.resolve() : Promise.reject(new DOMException('No', 'NotAllowedError')),
    );
    vi.stubGlobal(
      'navigator',
      Object.create(navigator, {
        clipboard: { value: { writeText } },
        ...(share ? { share: { value: share } } : {}),
      }) as Navigator,
    );
    return writeText;
  }

  it('copies nothing once the share sheet has shared, nor when the reader closes it', async () => {
    const share = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new DOMException('The reader closed the sheet', 'AbortError'));
    const writeText = browserWith({ share });
    answerNewsCalls(() => json(newsArticle(7)));
    await renderArticle('/news/7');
    const button = await screen.findByRole('button', { name: 'Share' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => {
      expect(share).toHaveBeenCalledTimes(2);
    });
    // Time for a copy that must not come (the second click's refusal is handled a turn later).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('copies the address when the share sheet fails for another reason', async () => {
    const writeText = browserWith({ share: () => Promise.reject(new DOMException('Not now', 'NotAllowedError')) });
    answerNewsCalls(() => json(newsArticle(7)));
    await renderArticle('/news/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('says to copy the address by hand when the clipboard refuses', async () => {
    browserWith({ copies: false });
    answerNewsCalls(() => json(newsArticle(7)));
    await renderArticle('/news/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    // The message, in a live region; on a loaded machine another status (loading) can still be the
    // first one found, so the test waits for the text rather than for any status.
    const message = await screen.findByText('The link could not be copied. Copy it from the address bar.');
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  it('opens the share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share }));
    answerNewsCalls(() => json(newsArticle(7)));
    await renderArticle('/news/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => {
      expect(share).toHaveBeenCalledWith({ title: 'Article 7', url: window.location.href });
    });
  });
});
