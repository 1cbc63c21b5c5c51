import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@dungeon/routing';
import { IdleLogout, sessionChecked } from '@dungeon/session-auth';
import { createGuardedRouter, expectDraftPutBack, SignInAgain, sessionState } from '@dungeon/session-auth/testing';
import { ReportForm } from './report-form';
import { answerApi, renderRouter } from './spec-helpers';

const REPORT_URL = '/support/report/bugreport/steam/76561198012345679';
const DESCRIPTION = 'The merchant sells the shield for nothing after a restart.';
const EVIDENCE_LINK = 'https://video.example/v/1';

/** A report form, public, signed in as Nyx, with the shell's session watcher beside it. */
function renderSignedInReport(url: string) {
  answerApi({});
  const router = createGuardedRouter(
    [
      {
        // As the shell places it: on a public page it is what sends the player to login.
        element: (
          <>
            <Outlet />
            <IdleLogout />
          </>
        ),
        children: [
          { path: paths.reportBug, element: <ReportForm pageType="bugreport" /> },
          { path: paths.reportAll, element: <ReportForm pageType="all" /> },
          { path: paths.login, element: <SignInAgain /> },
        ],
      },
    ],
    url,
  );
  return { router, rendered: renderRouter(router, sessionState('signedIn')) };
}

/** The bug report form, filled in. */
async function renderSignedInBugReport() {
  const { router, rendered } = renderSignedInReport(REPORT_URL);
  const store = await rendered;
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('Description'));
  await user.paste(DESCRIPTION);
  await user.click(screen.getByLabelText('Evidence link'));
  await user.paste(EVIDENCE_LINK);
  return { store, router, user };
}

describe('report form keeps an unsent report across a session end', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('refills the report after the session expired and the player signed in again', async () => {
    const { store, router, user } = await renderSignedInBugReport();
    act(() => {
      store.dispatch(sessionChecked({ result: 1004 }));
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in as Nyx' }));

    expect(router.state.location.pathname).toBe(REPORT_URL);
    expect(await screen.findByLabelText('Description')).toHaveValue(DESCRIPTION);
    expect(screen.getByLabelText('Evidence link')).toHaveValue(EVIDENCE_LINK);
    await expectDraftPutBack();
  });

  it('on the form that lets the player choose, puts back the kind of report chosen too', async () => {
    const url = '/support/report/all/steam/76561198012345679';
    const { router, rendered } = renderSignedInReport(url);
    const store = await rendered;
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Report type'), 'playerreport');
    await user.type(screen.getByLabelText('Name of the reported player'), 'Gravewarden');
    await user.click(screen.getByLabelText('Description'));
    await user.paste(DESCRIPTION);
    act(() => {
      store.dispatch(sessionChecked({ result: 1004 }));
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in as Nyx' }));

    expect(router.state.location.pathname).toBe(url);
    expect(await screen.findByLabelText('Report type')).toHaveValue('playerreport');
    expect(screen.getByLabelText('Name of the reported player')).toHaveValue('Gravewarden');
    expect(screen.getByLabelText('Description')).toHaveValue(DESCRIPTION);
  });
});
