import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('EmailText', () => {
  it('offers a line break before the "@" and each dot, and keeps the address as its text', () => {
    const { container } = render(
      <p>
        <EmailText email="demo.hero@emberdeep.example" />
      </p>,
    );
    expect(container.textContent).toBe('demo.hero@emberdeep.example');
    expect(container.querySelector('p')?.innerHTML).toBe('demo<wbr>.hero<wbr>@emberdeep<wbr>.example');
  });

  it('leaves an address without dots or "@" whole', () => {
    const { container } = render(<EmailText email="player" />);
    expect(container.innerHTML).toBe('player');
  });
});
