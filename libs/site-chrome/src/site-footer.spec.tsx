import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@dungeon/site-config';
import { cookieSettingsSearch } from './site-footer';
import { RENDER_TIMEOUT_MS, renderChrome } from './testing/render-chrome';

function footer() {
  return within(screen.getByRole('contentinfo'));
}

describe('SiteFooter (SPEC §2 Footer)', { timeout: RENDER_TIMEOUT_MS }, () => {
  it('links the privacy policy, legal, terms (payment policy) and cookie policy', async () => {
    await renderChrome('signedOut');
    expect(footer().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy-policy');
    expect(footer().getByRole('link', { name: 'Legal' })).toHaveAttribute('href', '/legal');
    expect(footer().getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/legal/payment-policy');
    expect(footer().getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal/cookie-policy');
  });

  it('marks the policy being read, and Legal on every legal page', async () => {
    const { user } = await renderChrome('signedOut', '/legal/privacy-policy');
    expect(footer().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('aria-current', 'page');
    expect(footer().getByRole('link', { name: 'Legal' })).toHaveAttribute('aria-current', 'true');
    expect(footer().getByRole('link', { name: 'Terms' })).not.toHaveAttribute('aria-current');
    await user.click(footer().getByRole('link', { name: 'Legal' }));
    expect(footer().getByRole('link', { name: 'Legal' })).toHaveAttribute('aria-current', 'page');
    expect(footer().getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('aria-current');
  });

  it('opens cookie settings on the current page with the settings parameter', async () => {
    const { user, where } = await renderChrome('signedOut', '/news/all?page=2');
    const settings = footer().getByRole('link', { name: 'Cookie Settings' });
    expect(settings).toHaveAttribute('href', '/news/all?page=2&settings');
    await user.click(settings);
    expect(where()).toBe('/news/all?page=2&settings');
  });

  it('links the four social channels in new tabs', async () => {
    await renderChrome('signedOut');
    const social = within(footer().getByRole('navigation', { name: 'Follow us' }));
    const expected = [
      ['Store page', siteConfig.social.store],
      ['Community chat', siteConfig.social.chat],
      ['Video channel', siteConfig.social.video],
      ['Microblog', siteConfig.social.microblog],
    ] as const;
    for (const [name, href] of expected) {
      const link = social.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the copyright, trademark and the company disclosure', async () => {
    await renderChrome('signedOut');
    const year = new Date().getFullYear();
    expect(footer().getByText(`© ${year} ${siteConfig.companyName}. All rights reserved.`)).toBeInTheDocument();
    expect(footer().getByText(/Emberdeep and the Emberdeep logo are trademarks of/)).toBeInTheDocument();
    const company = within(footer().getByRole('region', { name: 'Company information' }));
    expect(company.getByText(siteConfig.companyAddress)).toBeInTheDocument();
    expect(company.getByRole('link', { name: siteConfig.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.contactEmail}`,
    );
    expect(company.getByText('Company registration no.')).toBeInTheDocument();
    expect(company.getByText('EX-000-1234')).toBeInTheDocument();
    expect(company.getByText('VAT no.')).toBeInTheDocument();
  });

  it('places the age-rating logo it is given', async () => {
    await renderChrome('signedOut');
    expect(footer().getByRole('img', { name: 'PEGI 16' })).toBeInTheDocument();
  });
});

describe('cookieSettingsSearch', () => {
  it.each([
    ['', '?settings'],
    ['?page=2', '?page=2&settings'],
    ['?settings', '?settings'],
  ])('turns %j into %j', (search, expected) => {
    expect(cookieSettingsSearch(search)).toBe(expected);
  });
});
