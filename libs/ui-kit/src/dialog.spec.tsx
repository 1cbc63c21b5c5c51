import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { installDialogPolyfill } from './testing';

beforeAll(installDialogPolyfill);

function Harness({ withInitialFocus = false }: { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Settings"
        closeLabel="Close settings"
        description="Choose what you like."
        initialFocusRef={withInitialFocus ? confirm : undefined}
      >
        <button type="button">First action</button>
        <button type="button" ref={confirm}>
          Confirm
        </button>
      </Dialog>
    </>
  );
}

async function openDialog(props: { withInitialFocus?: boolean } = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open settings' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}

describe('Dialog (WAI-ARIA modal dialog)', () => {
  it('opens as a modal labelled by its title and described by its text, focus inside', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Choose what you like.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('focuses the element the owner asks for', async () => {
    await openDialog({ withInitialFocus: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('keeps Tab inside: from the last control to the first and back with Shift+Tab', async () => {
    const { user } = await openDialog({ withInitialFocus: true });
    const close = screen.getByRole('button', { name: 'Close settings' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its labelled close button and gives focus back', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close settings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('Choose what you like.'));
    expect(dialog).toHaveAttribute('open');
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/**
 * An owner that counts the dialog's close requests and closes it only when `willClose` (a form
 * still sending may keep it open), with a hidden part in the dialog and a field outside it.
 */
function Owner({ willClose = true, onCloseRequest }: { willClose?: boolean; onCloseRequest: () => void }) {
  const [open, setOpen] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <input aria-label="Search" ref={search} />
      <Dialog
        open={open}
        onClose={() => {
          onCloseRequest();
          if (willClose) setOpen(false);
        }}
        title="Settings"
        closeLabel="Close settings"
      >
        <p>Choose what you like.</p>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            search.current?.focus();
          }}
        >
          Search instead
        </button>
        <div hidden>
          <button type="button">Advanced</button>
        </div>
      </Dialog>
    </>
  );
}

async function openOwned(willClose = true) {
  const user = userEvent.setup();
  const onCloseRequest = vi.fn();
  render(<Owner willClose={willClose} onCloseRequest={onCloseRequest} />);
  await user.click(screen.getByRole('button', { name: 'Open settings' }));
  return { user, onCloseRequest, dialog: screen.getByRole('dialog', { name: 'Settings' }) };
}

describe('Dialog and its owner', () => {
  it('wraps Tab past the controls of a hidden part, and Shift+Tab from the dialog itself to the last control', async () => {
    const { user, dialog } = await openOwned();
    screen.getByRole('button', { name: 'Search instead' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close settings' })).toHaveFocus();
    // Focus on the dialog box itself, as a browser leaves it when the content has no control first.
    dialog.tabIndex = -1;
    dialog.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Search instead' })).toHaveFocus();
  });

  it('asks its owner once for each close', async () => {
    const { user, onCloseRequest } = await openOwned();
    await user.click(screen.getByRole('button', { name: 'Close settings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onCloseRequest).toHaveBeenCalledTimes(1);
  });

  it('keeps its owner in step when the browser closes it (a form with method="dialog")', async () => {
    const { dialog, onCloseRequest } = await openOwned();
    act(() => {
      (dialog as HTMLDialogElement).close();
    });
    expect(onCloseRequest).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Escape when its owner keeps it open', async () => {
    const { user, dialog, onCloseRequest } = await openOwned(false);
    await user.keyboard('{Escape}');
    expect(onCloseRequest).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
  });

  it('stays open when a press starts inside and is let go over the backdrop (selecting text)', async () => {
    const { user, dialog, onCloseRequest } = await openOwned();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('Choose what you like.') },
      { target: dialog },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onCloseRequest).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('stays open when the second click of a double click lands on the backdrop (the dialog shrank under it)', async () => {
    const { user, dialog, onCloseRequest } = await openOwned();
    await user.pointer([
      { keys: '[MouseLeft]', target: screen.getByText('Choose what you like.') },
      { keys: '[MouseLeft]', target: dialog },
    ]);
    expect(onCloseRequest).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
  });

  it('leaves focus where an action in it put it, instead of on the opener', async () => {
    const { user } = await openOwned();
    await user.click(screen.getByRole('button', { name: 'Search instead' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
