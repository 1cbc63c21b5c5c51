import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '@dungeon/ui-kit';

describe('sanitizeArticleHtml', () => {
  it('removes scripts, event handlers and script links, keeping the text', () => {
    const html = sanitizeArticleHtml(
      '<p>Reset <a href="javascript:alert(1)">here</a></p><script>alert(2)</script><img src="x" onerror="alert(3)"><p onclick="alert(4)">ok</p>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(html).toContain('Reset');
    expect(html).toContain('<p>ok</p>');
  });

  it('keeps the structure help articles use, and same-site links', () => {
    const html = sanitizeArticleHtml('<ol><li><a href="/user/password_reset">Password reset</a></li></ol>');
    expect(html).toBe('<ol><li><a href="/user/password_reset">Password reset</a></li></ol>');
  });
});
