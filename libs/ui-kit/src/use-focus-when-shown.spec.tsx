import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusRefusal, useFocusWhenShown } from './use-focus-when-shown';

/** A notice shown by a click, either in the same render as the request or one render later. */
function Notice({ later }: { later: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [shown, setShown] = useState(false);
  const [note, setNote] = useState('');
  const focusNotice = useFocusWhenShown(() => ref.current);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          focusNotice();
          // Later: drawn once an answer comes, in a render after the request's (as a form's success notice).
          if (later) void Promise.resolve().then(() => setShown(true));
          else setShown(true);
        }}
      >
        Send
      </button>
      {shown && (
        <p ref={ref} tabIndex={-1} role="status">
          Sent
        </p>
      )}
      <input
        aria-label="Note"
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
        }}
      />
    </>
  );
}

describe('useFocusWhenShown', () => {
  it('focuses the element the request is about once it is on screen', async () => {
    render(<Notice later={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('waits for a later render when the element is drawn after the request', async () => {
    render(<Notice later />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The later render is React's own, outside the click's act(), so it may come after the click returns.
    await vi.waitFor(() => {
      expect(screen.getByRole('status')).toHaveFocus();
    });
  });

  it('focuses it once: typing elsewhere afterwards keeps the focus there', async () => {
    const user = userEvent.setup();
    render(<Notice later={false} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.click(note);
    await user.keyboard('Thanks');
    expect(note).toHaveFocus();
    expect(note).toHaveValue('Thanks');
  });

  it('moves no focus without a request', () => {
    render(<Notice later={false} />);
    expect(document.body).toHaveFocus();
  });
});

/** A form with two fields; a check marks `refused` invalid, and `alert` puts an alert above it. */
function CheckedForm({ refused, alert }: { refused: string[]; alert: boolean }) {
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [checked, setChecked] = useState(false);
  const focusRefusal = useFocusRefusal(alertRef);
  const invalid = (name: string) => (checked && refused.includes(name) ? true : undefined);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        focusRefusal();
      }}
    >
      {checked && alert && (
        <p ref={alertRef} role="alert" tabIndex={-1}>
          Refused
        </p>
      )}
      <label>
        Name <input name="name" aria-invalid={invalid('name')} />
      </label>
      <label>
        Code <input name="code" aria-invalid={invalid('code')} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFocusRefusal', () => {
  it('focuses the first refused field, in page order, when there is no alert', async () => {
    render(<CheckedForm refused={['code']} alert={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it('prefers the alert when the refusal shows one', async () => {
    render(<CheckedForm refused={['name', 'code']} alert />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
