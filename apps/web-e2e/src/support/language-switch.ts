import type { Page } from '@playwright/test';
import { stringsIn } from './catalogues';
import { appReady, expect } from './fixtures';
import type { Language } from './languages';

/**
 * Chooses `target` in the header's language selector with the mouse; the page reloads (SPEC §4)
 * and this returns once the app runs again.
 */
export async function changeLanguage(page: Page, from: Language, target: Language): Promise<void> {
  const header = page.getByRole('banner');
  await header
    .getByRole('button', { name: `${stringsIn(from.tag).common('language.label')} ${from.nativeName}` })
    .click();
  await Promise.all([
    page.waitForEvent('load'),
    header.getByRole('button', { name: target.nativeName, exact: true }).click(),
  ]);
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', target.tag);
}
