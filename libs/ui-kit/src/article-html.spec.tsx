import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ArticleHtml } from './article-html';

const BODY = [
  '<p>Read the <a href="/news/7?from=article#top">patch notes</a>,',
  ' or the <a href="https://forum.example/thread">forum thread</a>.</p>',
  '<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
].join('');

function renderBody() {
  const onSiteLink = vi.fn<(path: string) => void>();
  render(<ArticleHtml html={BODY} onSiteLink={onSiteLink} className="body" />);
  return onSiteLink;
}

/** Clicks `link` and says whether the browser was left to follow it. */
function click(link: HTMLElement, init: MouseEventInit = {}): boolean {
  return fireEvent.click(link, { button: 0, ...init });
}

describe('ArticleHtml', () => {
  it('renders the article without its scripts or handlers', () => {
    renderBody();
    expect(screen.getByRole('link', { name: 'patch notes' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('hands a plain click on a link to this site to the page, with its query and hash', () => {
    const onSiteLink = renderBody();
    expect(click(screen.getByRole('link', { name: 'patch notes' }))).toBe(false);
    expect(onSiteLink).toHaveBeenCalledWith('/news/7?from=article#top');
  });

  it('leaves links to other sites (a new tab) and modified clicks to the browser', () => {
    const onSiteLink = renderBody();
    const forum = screen.getByRole('link', { name: 'forum thread' });
    expect(forum).toHaveAttribute('target', '_blank');
    expect(click(forum)).toBe(true);
    const notes = screen.getByRole('link', { name: 'patch notes' });
    // Ctrl or Cmd (new tab), Shift (new window), Alt (download), the middle button (new tab).
    for (const modified of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(click(notes, modified), JSON.stringify(modified)).toBe(true);
    expect(onSiteLink).not.toHaveBeenCalled();
  });
});
