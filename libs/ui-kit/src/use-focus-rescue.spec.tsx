import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusRescue } from './use-focus-rescue';

function Page({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusRescue(main);
  return (
    <>
      <input aria-label="Search the site" />
      <main ref={main} tabIndex={-1}>
        {children}
      </main>
      <footer>Footer text</footer>
    </>
  );
}

/** A failed load's notice: its Retry button goes with it as soon as the retry starts. */
function FailedLoad({ section = false }: { section?: boolean }) {
  const [retrying, setRetrying] = useState(false);
  const notice = retrying ? (
    <p>Loading…</p>
  ) : (
    <button type="button" onClick={() => setRetrying(true)}>
      Retry
    </button>
  );
  return section ? (
    <section aria-label="Purchases" tabIndex={-1}>
      <div>{notice}</div>
    </section>
  ) : (
    <div>{notice}</div>
  );
}

/** "Load more" that goes after the last page, moving focus to the first new row itself. */
function LoadMore() {
  const [rows, setRows] = useState(['First']);
  const newRow = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (rows.length > 1) newRow.current?.focus();
  }, [rows]);
  return (
    <>
      <ul>
        {rows.map((row, index) => (
          <li key={row} ref={index === 1 ? newRow : undefined} tabIndex={-1}>
            {row}
          </li>
        ))}
      </ul>
      {rows.length === 1 && (
        <button type="button" onClick={() => setRows(['First', 'Second'])}>
          Load more
        </button>
      )}
    </>
  );
}

/** A request's answer that the test lets through when it chooses. */
function pendingAnswer() {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  return {
    answered,
    answer: () =>
      act(async () => {
        answer();
        await answered;
      }),
  };
}

/**
 * A submit button disabled while its request is on the way, until `answered` settles. Chromium
 * drops focus from an element that becomes disabled; jsdom does not, so the button blurs itself
 * as it is disabled.
 */
function Sending({ answered }: { answered: Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <p>Some text</p>
      <button
        ref={button}
        type="button"
        disabled={busy}
        onClick={() => {
          button.current?.blur();
          setBusy(true);
          void answered.then(() => setBusy(false));
        }}
      >
        Send
      </button>
    </>
  );
}

/** A button that goes by itself a moment after it is shown (a notice timing out). */
function Later() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), 50);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <p>Some text</p>
      {shown && <button type="button">Dismiss</button>}
    </>
  );
}

/** Waits until Later's button has gone, and a moment more for a rescue that would follow. */
async function dismissGone() {
  await vi.waitFor(() => {
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('useFocusRescue', () => {
  it('moves focus to the container, without scrolling, when the focused button leaves the page', async () => {
    render(
      <Page>
        <FailedLoad />
      </Page>,
    );
    const main = screen.getByRole('main');
    const focus = vi.spyOn(main, 'focus');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await vi.waitFor(() => {
      expect(main).toHaveFocus();
    });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('prefers the nearest ancestor that takes focus', async () => {
    render(
      <Page>
        <FailedLoad section />
      </Page>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => {
      expect(screen.getByRole('region', { name: 'Purchases' })).toHaveFocus();
    });
  });

  it('leaves focus where a component moved it itself', async () => {
    render(
      <Page>
        <LoadMore />
      </Page>,
    );
    screen.getByRole('button', { name: 'Load more' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Second')).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Second')).toHaveFocus();
  });

  it('gives focus back to a button disabled while it sent, once it is enabled again', async () => {
    const { answered, answer } = pendingAnswer();
    render(
      <Page>
        <Sending answered={answered} />
      </Page>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    expect(send).toBeDisabled();
    expect(document.body).toHaveFocus();
    await answer();
    expect(send).toBeEnabled();
    await vi.waitFor(() => {
      expect(send).toHaveFocus();
    });
  });

  it('follows focus as it moves: the button focus last left is the one it returns to', async () => {
    const { answered, answer } = pendingAnswer();
    render(
      <Page>
        <button type="button">Earlier</button>
        <Sending answered={answered} />
      </Page>,
    );
    screen.getByRole('button', { name: 'Earlier' }).focus();
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.body).toHaveFocus();
    await answer();
    await vi.waitFor(() => {
      expect(send).toHaveFocus();
    });
  });

  it('gives up the element when a click lands elsewhere on the page', async () => {
    render(
      <Page>
        <Later />
      </Page>,
    );
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    await userEvent.click(screen.getByText('Footer text'));
    expect(document.body).toHaveFocus();
    await dismissGone();
    expect(document.body).toHaveFocus();
  });

  it('does not pull focus into the page when something outside it lost focus', async () => {
    render(
      <Page>
        <Later />
      </Page>,
    );
    const search = screen.getByRole('textbox', { name: 'Search the site' });
    search.focus();
    // Focus falls to the body outside the container (a header control that went).
    search.blur();
    await dismissGone();
    expect(document.body).toHaveFocus();
  });

  it('leaves focus alone when it is already elsewhere as the element goes', async () => {
    render(
      <Page>
        <Later />
      </Page>,
    );
    screen.getByRole('button', { name: 'Dismiss' }).focus();
    screen.getByRole('textbox', { name: 'Search the site' }).focus();
    await dismissGone();
    expect(screen.getByRole('textbox', { name: 'Search the site' })).toHaveFocus();
  });
});
