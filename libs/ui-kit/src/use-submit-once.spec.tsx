import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubmitOnce } from './use-submit-once';

function Form({ callBusy = false, submit }: { callBusy?: boolean; submit: () => Promise<void> }) {
  const { submitOnce, busy } = useSubmitOnce(callBusy);
  return (
    <form aria-label="demo" onSubmit={submitOnce(submit)} aria-busy={busy}>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSubmitOnce', () => {
  it('runs one submit while the first still waits (for the schemas, say), and the next once it has settled', async () => {
    let settle: () => void = () => undefined;
    const submit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    render(<Form submit={submit} />);
    const form = screen.getByRole('form', { name: 'demo' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      settle();
      await Promise.resolve();
    });
    expect(form).toHaveAttribute('aria-busy', 'false');
    fireEvent.submit(form);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it("sends nothing while the form's call is on the way, shows it busy, and keeps the page from reloading", () => {
    const submit = vi.fn(() => Promise.resolve());
    render(<Form callBusy submit={submit} />);
    const form = screen.getByRole('form', { name: 'demo' });
    expect(form).toHaveAttribute('aria-busy', 'true');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(submit).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);
  });
});
