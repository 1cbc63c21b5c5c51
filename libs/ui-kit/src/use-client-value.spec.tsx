import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useClientValue } from './use-client-value';

function Platform({ read }: { read: () => string }) {
  return <p>{useClientValue(read, 'any')}</p>;
}

describe('useClientValue', () => {
  it('renders the browser value straight away when nothing is hydrated', () => {
    render(<Platform read={() => 'linux'} />);
    expect(screen.getByText('linux')).toBeInTheDocument();
  });

  it('hydrates the server value without a mismatch, then shows the browser value', () => {
    const html = renderToString(<Platform read={() => 'server must not read this'} />);
    expect(html).toContain('any');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    act(() => {
      hydrateRoot(container, <Platform read={() => 'linux'} />, { onRecoverableError });
    });
    expect(container.textContent).toBe('linux');
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });
});
