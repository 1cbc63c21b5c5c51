import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captchaCheckbox, tickCaptcha } from '@dungeon/captcha/testing';
import { paths } from '@dungeon/routing';
import { ReportForm } from './report-form';
import { answerApi, fakeUploads, renderRoute } from './spec-helpers';

// Above 2^53: Number() of it is 76561198012345680.
const ACCOUNT_ID = '76561198012345679';

async function renderBugReport(accountid = ACCOUNT_ID) {
  answerApi({});
  await renderRoute(
    <ReportForm pageType="bugreport" />,
    paths.reportBug,
    `/support/report/bugreport/steam/${accountid}`,
  );
}

const DESCRIPTION = 'The merchant sells the shield for nothing after a restart.';

type User = ReturnType<typeof userEvent.setup>;

async function fillReport(user: User) {
  await user.click(screen.getByLabelText('Description'));
  await user.paste(DESCRIPTION);
  await user.click(screen.getByLabelText('Evidence link'));
  await user.paste('https://video.example/v/1');
}

/** Ticks the captcha (a fresh one after every refusal) and sends. */
async function sendReport(user: User) {
  await tickCaptcha(user);
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

describe('report form', () => {
  it('sends the account id from the URL with every digit, as text', async () => {
    const sent = fakeUploads({ status: 201, body: { id: 4, replayed: false } });
    const user = userEvent.setup();
    await renderBugReport();
    expect(screen.getByText(ACCOUNT_ID)).toBeInTheDocument();
    await fillReport(user);
    await sendReport(user);
    expect(await screen.findByText('We have received your form. Thank you!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.get('accountid')).toBe(ACCOUNT_ID);
    expect(sent[0]?.body.get('type')).toBe('bugreport');
    expect(sent[0]?.url).toMatch(/\/api\/support\/reports$/);
  });

  it('resends an unchanged report under the same Idempotency-Key and an edited one under a new key', async () => {
    const sent = fakeUploads({ status: 500, body: { error: 'defaultError_5' } });
    const user = userEvent.setup();
    await renderBugReport();
    await fillReport(user);
    const sendOnce = async () => {
      await sendReport(user);
      await screen.findByText('A server error occurred. Please try again.');
    };
    await sendOnce();
    await sendOnce();
    await user.type(screen.getByLabelText('Evidence link'), '?t=42');
    await sendOnce();
    const keys = sent.map((upload) => upload.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('asks for evidence (form_16) when there is neither a link nor an attachment, and sends nothing', async () => {
    const sent = fakeUploads({ status: 201, body: { id: 4, replayed: false } });
    const user = userEvent.setup();
    await renderBugReport();
    await user.click(screen.getByLabelText('Description'));
    await user.paste(DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Evidence is required: add a link or an attachment.');
    expect(screen.getByLabelText('Evidence link')).toHaveAccessibleDescription(
      expect.stringContaining('Evidence is required'),
    );
    expect(sent).toHaveLength(0);
  });

  it("checks the contract's rules before sending: a short description (form_12) sends nothing and stays", async () => {
    const sent = fakeUploads({ status: 201, body: { id: 4, replayed: false } });
    const user = userEvent.setup();
    await renderBugReport();
    await user.click(screen.getByLabelText('Description'));
    await user.paste('Too short.');
    await user.click(screen.getByLabelText('Evidence link'));
    await user.paste('https://video.example/v/1');
    await sendReport(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter at least 50 characters.');
    expect(screen.getByLabelText('Description')).toHaveValue('Too short.');
    expect(sent).toHaveLength(0);
  });

  it('sends one report for two submits in a row, the second while the first waits for its check', async () => {
    const sent = fakeUploads({ status: 201, body: { id: 4, replayed: false } });
    const user = userEvent.setup();
    await renderBugReport();
    await fillReport(user);
    await tickCaptcha(user);
    const form = screen.getByRole('button', { name: 'Send' }).closest('form');
    if (!form) throw new Error('no form');
    // Enter pressed twice: no render between the two, so only the form's own guard can stop the second.
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('We have received your form. Thank you!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('shows the server refusal playerReport_1 and keeps the description', async () => {
    fakeUploads({ status: 404, body: { error: 'playerReport_1' } });
    const user = userEvent.setup();
    await renderBugReport();
    await fillReport(user);
    await sendReport(user);
    expect(await screen.findByText(/No game account was found/)).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue(DESCRIPTION);
  });

  it('refuses a URL whose account id is not 17-19 digits (form_7) without showing the form', async () => {
    fakeUploads({ status: 201, body: {} });
    await renderBugReport('1234');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid game account name or ID.');
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('names a known environment of the URL in the page language, not as its raw value', async () => {
    answerApi({});
    await renderRoute(
      <ReportForm pageType="playerreport" />,
      paths.reportPlayer,
      `/support/report/playerreport/steam/${ACCOUNT_ID}/live`,
    );
    expect(screen.getByText('Environment').nextElementSibling).toHaveTextContent(/^Live server$/);
  });

  it('shows an environment it has no label for as the link gives it', async () => {
    answerApi({});
    await renderRoute(
      <ReportForm pageType="playerreport" />,
      paths.reportPlayer,
      `/support/report/playerreport/steam/${ACCOUNT_ID}/pts-2`,
    );
    expect(screen.getByText('Environment').nextElementSibling).toHaveTextContent(/^pts-2$/);
  });

  it('asks for the name of the reported player instead of calling the empty field invalid', async () => {
    const sent = fakeUploads({ status: 201, body: { id: 4, replayed: false } });
    const user = userEvent.setup();
    answerApi({});
    await renderRoute(
      <ReportForm pageType="playerreport" />,
      paths.reportPlayer,
      `/support/report/playerreport/steam/${ACCOUNT_ID}/live`,
    );
    await fillReport(user);
    await sendReport(user);
    const asked = 'Enter the name of the player you are reporting.';
    expect(await screen.findByRole('alert')).toHaveTextContent(asked);
    expect(screen.getByLabelText(/Name of the reported player/)).toHaveAccessibleDescription(asked);
    expect(screen.queryByText('This field is invalid.')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says what the environment and the evidence link expect when they are wrong', async () => {
    const sent = fakeUploads({ status: 201, body: { id: 4, replayed: false } });
    const user = userEvent.setup();
    answerApi({});
    await renderRoute(<ReportForm pageType="all" />, paths.reportAll, `/support/report/all/steam/${ACCOUNT_ID}`);
    await user.selectOptions(screen.getByLabelText('Report type'), 'playerreport');
    await user.type(screen.getByLabelText(/Name of the reported player/), 'GriefLord');
    await user.click(screen.getByLabelText('Description'));
    await user.paste(DESCRIPTION);
    await user.type(screen.getByLabelText('Evidence link'), 'video.example/v/1');
    await sendReport(user);
    const linkExpected = 'Enter a full link that starts with https:// (or http://).';
    expect(await screen.findByRole('alert')).toHaveTextContent(linkExpected);
    expect(screen.getByLabelText('Evidence link')).toHaveAccessibleDescription(expect.stringContaining(linkExpected));
    expect(screen.getByLabelText(/^Environment/)).toHaveAccessibleDescription(
      expect.stringContaining(
        'Enter where it happened as the game names it: lowercase letters, digits and hyphens (for example live).',
      ),
    );
    expect(screen.queryByText('This field is invalid.')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('keeps the solved captcha after a send that got no answer, so the retry goes through without a new one', async () => {
    const sent = fakeUploads(['no answer', { status: 201, body: { id: 4, replayed: false } }]);
    const user = userEvent.setup();
    await renderBugReport();
    await fillReport(user);
    await sendReport(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server could not be reached. Check your internet connection and try again.',
    );
    expect(captchaCheckbox()).toBeChecked();
    expect(screen.getByText('Captcha verified.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We have received your form. Thank you!')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.get('captcha')).toBe(sent[0]?.body.get('captcha'));
  });

  it('starts the captcha over after the server answered, since it may have spent the solution', async () => {
    fakeUploads({ status: 500, body: { error: 'defaultError_5' } });
    const user = userEvent.setup();
    await renderBugReport();
    await fillReport(user);
    await sendReport(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('A server error occurred. Please try again.');
    expect(captchaCheckbox()).not.toBeChecked();
  });
});
