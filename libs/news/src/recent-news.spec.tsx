import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecentNews } from './recent-news';
import { answerNewsCalls, json, newsSummary } from './testing/news-fixtures';
import { renderNews } from './testing/render-news';

function renderWidget() {
  return renderNews('/home', { '/home': RecentNews });
}

describe('RecentNews (home page widget)', () => {
  it('lists the latest three articles as links to them', async () => {
    const urls = answerNewsCalls(() => json({ items: [3, 2, 1].map(newsSummary), lang: 'en' }));
    await renderWidget();
    expect(await screen.findByRole('link', { name: 'Article 3' })).toHaveAttribute('href', '/news/3');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Article 3',
      'Article 2',
      'Article 1',
    ]);
    expect(urls[0]?.pathname).toBe('/api/news/recent');
    expect(urls[0]?.searchParams.get('limit')).toBe('3');
  });

  it('shows news_2 when the recent news cannot be loaded', async () => {
    answerNewsCalls(() => json({ error: 'defaultError_5' }, 500));
    const { message } = await renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent(message('news_2'));
  });

  it('shows news_1 when there is no news', async () => {
    answerNewsCalls(() => json({ items: [], lang: 'en' }));
    const { message } = await renderWidget();
    expect(await screen.findByText(message('news_1'))).toBeInTheDocument();
  });
});
