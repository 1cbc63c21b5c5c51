import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tickCaptcha } from '@dungeon/captcha/testing';
import { paths } from '@dungeon/routing';
import { answerApi, fakeUploads, json, renderRoute } from '../spec-helpers';
import { Component as ContactPage } from './support-contact.route';

async function renderContact() {
  answerApi({ 'GET /support/faq': () => json({ lang: 'en', items: [] }) });
  await renderRoute(<ContactPage />, paths.supportContact, paths.supportContact);
}

async function fillValidTicket(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Request type'), 'launcher');
  await user.type(screen.getByLabelText('Subject'), 'Launcher closes');
  await user.selectOptions(screen.getByLabelText('Platform'), 'steam');
  await user.type(screen.getByLabelText('Game account name or ID'), 'EmberKnight');
}

/** A description the form takes (50 characters at least). */
const DESCRIPTION = 'x'.repeat(60);

/** Every field filled as the form takes it, the description included. */
async function fillSendableTicket(user: ReturnType<typeof userEvent.setup>) {
  await fillValidTicket(user);
  await user.click(screen.getByLabelText('Description'));
  await user.paste(DESCRIPTION);
}

/** Ticks the captcha, waits for its proof of work, and presses Submit ticket. */
async function submitWithCaptcha(user: ReturnType<typeof userEvent.setup>) {
  await tickCaptcha(user);
  await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
}

describe('/support/contact', () => {
  it('refuses a 49-character description and a 200-character order id before sending anything', async () => {
    const sent = fakeUploads({ status: 201, body: { id: 9, replayed: false } });
    const user = userEvent.setup();
    await renderContact();
    await fillValidTicket(user);
    await user.click(screen.getByLabelText('Receipt number'));
    await user.paste('o'.repeat(200));
    await user.click(screen.getByLabelText('Description'));
    await user.paste('d'.repeat(49));
    await user.click(screen.getByRole('button', { name: 'Submit ticket' }));
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      expect.stringContaining('Enter at least 50 characters.'),
    );
    expect(screen.getByLabelText('Receipt number')).toHaveAccessibleDescription(
      expect.stringContaining('This must be shorter than 200 characters.'),
    );
    expect(sent).toHaveLength(0);
    // What the player typed is still there.
    expect(screen.getByLabelText('Subject')).toHaveValue('Launcher closes');
  });

  it('says the description is over its 5000 characters as the player passes them, and no longer once back at 5000', async () => {
    const user = userEvent.setup();
    await renderContact();
    const description = screen.getByLabelText('Description');
    await user.click(description);
    await user.paste('d'.repeat(5000));
    expect(description).toHaveAccessibleDescription(expect.stringContaining('5000 of 5000 characters'));
    expect(description).not.toHaveAccessibleDescription(expect.stringContaining('maximum number of characters'));
    expect(description).not.toBeInvalid();
    await user.type(description, 'e');
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining('You have exceeded the maximum number of characters.'),
    );
    expect(description).toBeInvalid();
    await user.type(description, '{Backspace}');
    expect(description).not.toBeInvalid();
    expect(description).toHaveValue('d'.repeat(5000));
  });

  it('sends the boundary values (50 characters, 199 characters) with the captcha and shows the success message', async () => {
    const sent = fakeUploads({ status: 201, body: { id: 9, replayed: false } });
    const user = userEvent.setup();
    await renderContact();
    await fillValidTicket(user);
    await user.click(screen.getByLabelText('Receipt number'));
    await user.paste('o'.repeat(199));
    await user.click(screen.getByLabelText('Description'));
    await user.paste('d'.repeat(50));
    await submitWithCaptcha(user);
    const received = await screen.findByText(/We have received your support request/);
    // The success notice takes focus once it is on screen (it comes a render after the answer).
    await waitFor(() => {
      expect(received.closest('[role="status"]')).toHaveFocus();
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.get('description')).toBe('d'.repeat(50));
    expect(sent[0]?.body.get('orderId')).toBe('o'.repeat(199));
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says a ticket of the chosen type is still open as soon as the type is chosen, before anything is typed', async () => {
    const ticket = {
      id: 2,
      requestType: 'launcher',
      subject: 'Launcher closes at start',
      platform: 'launcher',
      account: 'Cinderfox',
      orderId: '',
      status: 'awaiting_reply',
      email: 'demo@emberdeep.example',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      messages: [],
      attachments: [],
    };
    answerApi({
      'GET /support/faq': () => json({ lang: 'en', items: [] }),
      'GET /support/tickets': () =>
        json({ items: [ticket, { ...ticket, id: 1, requestType: 'account', status: 'closed' }] }),
    });
    await renderRoute(<ContactPage />, paths.supportContact, paths.supportContact);
    const user = userEvent.setup();
    const requestType = screen.getByLabelText('Request type');
    // Nothing is read before a type is chosen.
    const ticketReads = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([input]) =>
          String(input instanceof Request ? input.url : input).endsWith('/support/tickets'),
        );
    expect(ticketReads()).toHaveLength(0);

    await user.selectOptions(requestType, 'launcher');
    const notice = (await screen.findByText(/You already have a ticket in progress/)).closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('the notice is not a status');
    expect(notice).toHaveTextContent('Ticket 2: we write to you at demo@emberdeep.example.');
    expect(within(notice).getByRole('link', { name: 'Go to My Tickets' })).toHaveAttribute(
      'href',
      paths.supportMyTickets,
    );
    // A closed ticket of a type does not stand in the way of a new one.
    await user.selectOptions(requestType, 'account');
    expect(screen.queryByText(/You already have a ticket in progress/)).not.toBeInTheDocument();
  });

  it('keeps everything typed when the server refuses, and names the ticket already in progress (form_1)', async () => {
    fakeUploads({ status: 409, body: { error: 'form_1', ticketId: 2, email: 'demo@emberdeep.example' } });
    const user = userEvent.setup();
    await renderContact();
    await fillSendableTicket(user);
    await submitWithCaptcha(user);
    expect(await screen.findByText(/You already have a ticket in progress/)).toBeInTheDocument();
    expect(screen.getByText('Ticket 2: we write to you at demo@emberdeep.example.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveFocus();
    });
    expect(screen.getByLabelText('Description')).toHaveValue(DESCRIPTION);
    expect(screen.getByLabelText('Game account name or ID')).toHaveValue('EmberKnight');
  });

  it('retries a failed send under the same Idempotency-Key, and sends an edited form under a new one', async () => {
    const sent = fakeUploads({ status: 500, body: { error: 'defaultError_5' } });
    const user = userEvent.setup();
    await renderContact();
    await fillSendableTicket(user);
    const sendOnce = async () => {
      await submitWithCaptcha(user);
      await screen.findByText('A server error occurred. Please try again.');
    };
    await sendOnce();
    await sendOnce();
    await user.type(screen.getByLabelText('Subject'), ' at 87%');
    await sendOnce();
    const keys = sent.map((upload) => upload.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    // The retry may meet a ticket the server stored after all: it must be the same ticket, not a second.
    expect(keys[1]).toBe(keys[0]);
    // The edited form is another ticket: under the first key the server would refuse it (422).
    expect(keys[2]).not.toBe(keys[0]);
    expect(sent[2]?.body.get('subject')).toBe('Launcher closes at 87%');
  });

  it('while a ticket is on its way, the button says so and takes no second press; one ticket is sent', async () => {
    let deliver = () => {};
    const onItsWay = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    const sent = fakeUploads({ status: 201, body: { id: 9, replayed: false } }, onItsWay);
    const user = userEvent.setup();
    await renderContact();
    await fillSendableTicket(user);
    await submitWithCaptcha(user);

    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    expect(pending.closest('form')).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    deliver();
    expect(await screen.findByText(/We have received your support request/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('sends another ticket with the same text under a new Idempotency-Key after a success', async () => {
    const sent = fakeUploads({ status: 201, body: { id: 9, replayed: false } });
    const user = userEvent.setup();
    await renderContact();
    const sendTicket = async () => {
      await fillSendableTicket(user);
      await submitWithCaptcha(user);
      await screen.findByText(/We have received your support request/);
    };
    await sendTicket();
    await user.click(screen.getByRole('button', { name: 'Submit another ticket' }));
    await sendTicket();
    expect(sent).toHaveLength(2);
    // The same content, all but the captcha (a solution is good once).
    const content = (body: FormData | undefined) => [...(body?.entries() ?? [])].filter(([name]) => name !== 'captcha');
    expect(content(sent[1]?.body)).toEqual(content(sent[0]?.body));
    // A second ticket the player chose to send: under the first key the server would answer the first again.
    expect(sent[1]?.headers['Idempotency-Key']).not.toBe(sent[0]?.headers['Idempotency-Key']);
  });

  it('says when the FAQ suggestions could not load, keeps the subject, and loads them on retry', async () => {
    let failing = true;
    answerApi({
      'GET /support/faq': () =>
        failing
          ? json({ error: 'defaultError_5' }, 500)
          : json({
              lang: 'en',
              items: [
                {
                  id: 3,
                  category: 'launcher',
                  title: 'The launcher closes at start',
                  titleRanges: [],
                  snippet: '',
                  snippetRanges: [],
                },
              ],
            }),
    });
    await renderRoute(<ContactPage />, paths.supportContact, paths.supportContact);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Subject'), 'Launcher closes');
    const suggestions = await screen.findByRole('region', { name: 'These articles may already answer your question' });
    expect(await within(suggestions).findByRole('status')).toHaveTextContent(
      'A server error occurred. Please try again.',
    );
    failing = false;
    await user.click(within(suggestions).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /The launcher closes at start/ })).toBeInTheDocument();
    expect(screen.queryByText('A server error occurred. Please try again.')).toBeNull();
    expect(screen.getByLabelText('Subject')).toHaveValue('Launcher closes');
  });

  it('removes a chosen file, keeps focus on the list (then on the input), and sends only the files kept', async () => {
    const sent = fakeUploads({ status: 201, body: { id: 9, replayed: false } });
    const user = userEvent.setup();
    await renderContact();
    const png = (name: string) =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], name, { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attachments'), [png('a.png'), png('b.png'), png('c.png')]);
    const chosen = await screen.findByRole('list', { name: 'Chosen files' });
    const names = () =>
      within(chosen)
        .queryAllByRole('listitem')
        .map((item) => item.querySelector('span')?.textContent);
    expect(names()).toEqual(['a.png', 'b.png', 'c.png']);

    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(names()).toEqual(['a.png', 'c.png']);
    expect(screen.getByRole('button', { name: 'Remove c.png' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['a.png']);
    expect(screen.getByRole('button', { name: 'Remove a.png' })).toHaveFocus();

    await fillSendableTicket(user);
    await submitWithCaptcha(user);
    await screen.findByText(/We have received your support request/);
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body.getAll('attachments') as File[]).map((file) => file.name)).toEqual(['a.png']);
  });

  it('gives focus back to the file input when the last chosen file is removed', async () => {
    fakeUploads({ status: 201, body: { id: 9, replayed: false } });
    const user = userEvent.setup();
    await renderContact();
    const file = new File(['plain text log'], 'log.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Attachments'), file);
    await user.click(await screen.findByRole('button', { name: 'Remove log.txt' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Attachments')).toHaveFocus();
  });

  it('refuses a picked file that is not an allowed type, whatever its name', async () => {
    fakeUploads({ status: 201, body: { id: 9, replayed: false } });
    const user = userEvent.setup({ applyAccept: false });
    await renderContact();
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'screenshot.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attachments'), exe);
    await waitFor(() => {
      expect(screen.getByText('screenshot.png: This file type is not allowed.')).toBeInTheDocument();
    });
    expect(screen.queryByRole('button', { name: 'Remove screenshot.png' })).not.toBeInTheDocument();
  });
});
