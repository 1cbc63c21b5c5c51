import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import type { LocaleCode } from '../locales';
import { useFormatters } from './use-formatters';

function Price() {
  const { formatCurrency } = useFormatters();
  return <p>{formatCurrency('1234.5', 'EUR')}</p>;
}

async function renderIn(code: LocaleCode) {
  const instance = await initI18n(code, i18next.createInstance());
  render(
    <I18nextProvider i18n={instance}>
      <Price />
    </I18nextProvider>,
  );
}

describe('useFormatters', () => {
  it('formats in the active language', async () => {
    await renderIn('DE');
    expect(screen.getByText(/^1\.234,50\s€$/)).toBeInTheDocument();
  });

  it('formats the same amount the English way when the language is EN', async () => {
    await renderIn('EN');
    expect(screen.getByText('€1,234.50')).toBeInTheDocument();
  });
});
