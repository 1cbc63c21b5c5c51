import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportListAnswer, TicketListAnswer } from '@dungeon/contract';
import { paths } from '@dungeon/routing';
import { answerApi, json, renderRoute } from '../spec-helpers';
import { Component as MyTicketsPage } from './support-my-tickets.route';

const ATTACK = '<img src=x onerror="alert(1)"><script>alert(2)</script> the vault freezes';

const TICKETS: TicketListAnswer = {
  items: [
    {
      id: 2,
      requestType: 'technical',
      subject: 'Game freezes in the vault',
      platform: 'steam',
      account: 'EmberKnight',
      orderId: '',
      status: 'awaiting_reply',
      email: 'demo@emberdeep.example',
      createdAt: '2026-11-18T20:41:00.000Z',
      updatedAt: '2026-11-19T10:05:00.000Z',
      messages: [
        { id: 1, from: 'player', body: ATTACK, sentAt: '2026-11-18T20:41:00.000Z' },
        { id: 2, from: 'support', body: 'Could you attach the crash log?', sentAt: '2026-11-19T10:05:00.000Z' },
      ],
      attachments: [],
    },
  ],
};

const REPORTS: ReportListAnswer = {
  items: [
    {
      id: 1,
      type: 'banappeal',
      platform: 'steam',
      accountId: '76561198012345679',
      environment: null,
      reportedPlayer: '',
      description: 'I was banned by mistake.',
      evidenceLink: null,
      status: 'in_review',
      createdAt: '2026-11-05T16:20:00.000Z',
      attachments: [],
    },
  ],
};

describe('/support/my-tickets', () => {
  it('shows tickets with status and conversation, and a stored script as plain text', async () => {
    answerApi({ 'GET /support/tickets': () => json(TICKETS), 'GET /support/reports': () => json(REPORTS) });
    await renderRoute(<MyTicketsPage />, paths.supportMyTickets, paths.supportMyTickets);
    expect(await screen.findByRole('heading', { name: 'Game freezes in the vault' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting your reply')).toBeInTheDocument();
    expect(screen.getByText(ATTACK)).toBeInTheDocument();
    expect(document.querySelector('img, script')).toBeNull();
    expect(screen.getByText('Could you attach the crash log?')).toBeInTheDocument();
  });

  it('lists the reports and appeals with their status and the exact account id', async () => {
    answerApi({ 'GET /support/tickets': () => json(TICKETS), 'GET /support/reports': () => json(REPORTS) });
    await renderRoute(<MyTicketsPage />, paths.supportMyTickets, paths.supportMyTickets);
    expect(await screen.findByRole('heading', { name: 'Ban appeal' })).toBeInTheDocument();
    expect(screen.getByText('In review')).toBeInTheDocument();
    expect(screen.getByText('76561198012345679')).toBeInTheDocument();
  });

  it('opens the conversation of a ticket still going, folds a closed one, and shows the details it has', async () => {
    const [going] = TICKETS.items;
    const [appealed] = REPORTS.items;
    if (!going || !appealed) throw new Error('the fixtures changed');
    const closed = {
      ...going,
      id: 3,
      subject: 'Refund for a double charge',
      requestType: 'payment' as const,
      orderId: 'EMB-20261101-AB12C',
      status: 'closed' as const,
      attachments: [{ id: 41, name: 'receipt.pdf', kind: 'pdf' as const, size: 2048 }],
    };
    const appeal = { ...appealed, reportedPlayer: 'GriefLord' };
    answerApi({
      'GET /support/tickets': () => json({ items: [going, closed] }),
      'GET /support/reports': () => json({ items: [appeal] }),
    });
    await renderRoute(<MyTicketsPage />, paths.supportMyTickets, paths.supportMyTickets);
    const card = (name: string) => screen.getByRole('article', { name });
    const goingCard = within(await screen.findByRole('article', { name: 'Game freezes in the vault' }));
    expect(goingCard.getByText(/Conversation/).closest('details')).toHaveAttribute('open');
    expect(goingCard.getByText(/^You/)).toBeInTheDocument();
    expect(goingCard.getByText(/^Support team/)).toBeInTheDocument();
    expect(goingCard.queryByText('Receipt number')).not.toBeInTheDocument();
    // Waiting on the player: the card says where an answer goes; a closed ticket does not.
    expect(
      goingCard.getByText('To answer, reply to our last email about this ticket. You can attach files to it.'),
    ).toBeVisible();

    const closedCard = within(card('Refund for a double charge'));
    expect(closedCard.getByText(/Conversation/).closest('details')).not.toHaveAttribute('open');
    expect(closedCard.getByText('Receipt number')).toBeInTheDocument();
    expect(closedCard.getByText('EMB-20261101-AB12C')).toBeInTheDocument();
    expect(closedCard.queryByText(/reply to our last email/)).not.toBeInTheDocument();
    // A download, never a page of the site that would render the file.
    const file = closedCard.getByRole('link', { name: 'receipt.pdf', hidden: true });
    expect(file).toHaveAttribute('href', '/api/support/attachments/41');
    expect(file).toHaveAttribute('download');

    expect(within(card('Ban appeal')).getByText('GriefLord')).toBeInTheDocument();
  });

  it('offers to load each list again after a failure', async () => {
    let failing = true;
    answerApi({
      'GET /support/tickets': () => (failing ? json({ error: 'defaultError_5' }, 500) : json(TICKETS)),
      'GET /support/reports': () => (failing ? json({ error: 'defaultError_5' }, 500) : json(REPORTS)),
    });
    await renderRoute(<MyTicketsPage />, paths.supportMyTickets, paths.supportMyTickets);
    const retries = await screen.findAllByRole('button', { name: 'Try again' });
    expect(retries).toHaveLength(2);
    failing = false;
    for (const retry of retries) await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Game freezes in the vault' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ban appeal' })).toBeInTheDocument();
  });

  it('says when no ticket was sent yet, and tickets_5 when the session is gone', async () => {
    answerApi({
      'GET /support/tickets': () => json({ items: [] }),
      'GET /support/reports': () => json({ error: 'tickets_5' }, 401),
    });
    await renderRoute(<MyTicketsPage />, paths.supportMyTickets, paths.supportMyTickets);
    expect(await screen.findByText('You have not sent any tickets yet.')).toBeInTheDocument();
    // An empty list is not an error: tickets_3 is for a ticket that does not exist.
    expect(screen.queryByText('We could not find your tickets.')).toBeNull();
    expect(await screen.findByText('You need to log in to see your tickets.')).toBeInTheDocument();
  });
});
