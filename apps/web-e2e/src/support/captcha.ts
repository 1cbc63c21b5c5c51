import { expect, type Page } from '@playwright/test';
import { strings } from './catalogues';

/**
 * Ticks the captcha's "I am not a robot" box, named in the page's language `tag`, and waits for the
 * proof of work: the box is then described as verified, in the errors catalogue's words.
 */
export async function tickCaptcha(page: Page, tag = 'en'): Promise<void> {
  const box = page.getByRole('checkbox', { name: strings(`libs/captcha/src/locales/${tag}.json`)('label') });
  await box.check();
  await expect(box).toHaveAccessibleDescription(
    strings(`libs/i18n-locales/src/errors/locales/${tag}.json`)('success.captchaVerified'),
    { timeout: 15_000 },
  );
}
