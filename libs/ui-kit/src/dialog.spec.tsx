import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
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
