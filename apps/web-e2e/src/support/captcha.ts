import { expect, type Page } from '@playwright/test';
import { stringsIn } from './catalogues';

/**
 * Ticks the captcha's "I am not a robot" box, named in the page's language `tag`, and waits for the
 * proof of work: the box is then described as verified, in the errors catalogue's words.
 */
export async function tickCaptcha(page: Page, tag = 'en'): Promise<void> {
  const { captcha, errors } = stringsIn(tag);
  const box = page.getByRole('checkbox', { name: captcha('label') });
  await box.check();
  await expect(box).toHaveAccessibleDescription(errors('success.captchaVerified'), { timeout: 15_000 });
}
