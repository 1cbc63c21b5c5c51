import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@dungeon/i18n-locales';
import { preloadConsentDialog } from './cookie-consent';
import { COOKIES_NS } from './cookies-namespace';

describe('preloadConsentDialog', () => {
  it("fetches the dialog's strings in the visitor's language before anything renders", async () => {
    // The shell's start-up: the site's i18next, in the stored language.
    await initI18n('DE');
    expect(i18next.hasResourceBundle('de', COOKIES_NS)).toBe(false);
    await preloadConsentDialog();
    expect(i18next.hasResourceBundle('de', COOKIES_NS)).toBe(true);
    expect(i18next.getFixedT('de', COOKIES_NS)('dialog.title')).toBe('Cookie-Präferenzen');
  });
});
