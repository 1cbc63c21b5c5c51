import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJson } from '@dungeon/api-client';
import { migrationKeyCheckCharacter, normalizeMigrationKey } from '@dungeon/contract';
import { answerCalls, json, renderScreens } from '../dashboard/testing/screens-test-kit';
import { MigrationScreen } from './migration-screen';

const routes = { '/user/chaf-migrate': MigrationScreen };
const BODY = 'LANTERNBEARERBGNUM9';
const KEY = normalizeMigrationKey(BODY + migrationKeyCheckCharacter(BODY));
const BIG_ID = '9223372036854775807';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(key: string, id: string) {
  await userEvent.type(await screen.findByLabelText('Migration key'), key);
  await userEvent.type(screen.getByLabelText('Old account ID'), id);
  await userEvent.click(screen.getByRole('button', { name: 'Migrate account' }));
}

describe('/user/chaf-migrate', () => {
  it('sends a 19-digit old account id with every digit and shows "Migration Successful!"', async () => {
    const calls = answerCalls(
      () =>
        // The server's answer as the codec writes it: the id as a bare 19-digit number literal.
        new Response(
          `{"migrated":true,"oldAccountId":${BIG_ID},"legacyName":"Lanternbearer","migratedAt":"2026-11-22T12:00:00.000Z"}`,
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const { message } = await renderScreens('/user/chaf-migrate', routes);
    await fill(KEY.toLowerCase(), BIG_ID);

    expect(await screen.findByText('Migration Successful!')).toBeInTheDocument();
    expect(message('success.migrationSuccessful')).toBe('Migration Successful!');
    expect(
      screen.getByText(`Old account ${BIG_ID} (Lanternbearer) is now part of your Emberdeep account.`),
    ).toBeInTheDocument();
    const [call] = calls;
    expect(call?.url.pathname).toBe('/api/account/migration');
    // On the wire: a number literal with all 19 digits (a JS number would send 9223372036854775808).
    expect(call?.body).toContain(`"oldAccountId":${BIG_ID}`);
    expect(parseJson(call?.body ?? '')).toEqual({ migrationKey: KEY, oldAccountId: BIG_ID });
  });

  it('checks the key (migration_1) and the id (migration_6) before sending', async () => {
    const calls = answerCalls(() => json({}));
    const { message } = await renderScreens('/user/chaf-migrate', routes);
    await fill('ABC', '12345');
    expect(screen.getByLabelText('Migration key')).toHaveAccessibleDescription(
      expect.stringContaining(message('migration_1')) as string,
    );
    expect(screen.getByLabelText('Old account ID')).toHaveAccessibleDescription(
      expect.stringContaining(message('migration_6')) as string,
    );
    expect(calls).toEqual([]);
  });

  it('catches a mistyped key by its check character (migration_2)', async () => {
    const calls = answerCalls(() => json({}));
    const { message } = await renderScreens('/user/chaf-migrate', routes);
    const typo = KEY.slice(0, -1) + (KEY.endsWith('A') ? 'B' : 'A');
    await fill(typo, BIG_ID);
    expect(screen.getByLabelText('Migration key')).toHaveAccessibleDescription(
      expect.stringContaining(message('migration_2')) as string,
    );
    expect(calls).toEqual([]);
  });

  it('shows the server refusal (migration_4) and keeps what was typed', async () => {
    answerCalls(() => json({ error: 'migration_4' }, 409));
    const { message } = await renderScreens('/user/chaf-migrate', routes);
    await fill(KEY, BIG_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent(message('migration_4'));
    expect(screen.getByLabelText('Old account ID')).toHaveValue(BIG_ID);
  });
});
