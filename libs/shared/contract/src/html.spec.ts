import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns every character that could end text or an attribute into a reference, and leaves the rest', () => {
    expect(escapeHtml(`"><script>a('x') && b</script>`)).toBe(
      '&#34;&#62;&#60;script&#62;a(&#39;x&#39;) &#38;&#38; b&#60;/script&#62;',
    );
    expect(escapeHtml('Patch 1.2: Tiefere Ebenen – 深渊')).toBe('Patch 1.2: Tiefere Ebenen – 深渊');
  });
});
