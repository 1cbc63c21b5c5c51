import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link';

describe('ExternalLink', () => {
  it('opens in a new tab without opener or referrer, and says so in its name', () => {
    render(
      <ExternalLink href="https://feedback.example/" newTabHint="(opens in a new tab)">
        Suggestions
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Suggestions (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://feedback.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
