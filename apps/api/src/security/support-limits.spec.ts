import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../db/seed-users';
import {
  multipartBody,
  postMultipart,
  scratchDir,
  signedInCookie,
  solvedCaptcha,
  testClient,
  type FilePart,
  type TestClient,
} from '../test/test-app';

// The real writes, watched: a test holds one submission's file write to land another meanwhile.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return { ...actual, writeFile: vi.fn(actual.writeFile) };
});
const { writeFile } = await import('node:fs/promises');

/**
 * Issue 10, Security and double submits: the support forms' limits hold when submissions arrive
 * at once, not only one after another. The upload store as a whole has a limit (ASVS 12.1.3,
 * `uploadStoreMaxBytes`), and a submission whose files are being written counts against it; the
 * open ticket per request type (form_1) and the daily caps (form_5) are checked again in the
 * write's transaction, so one that landed meanwhile is seen, and the late one's files go again.
 */

const DEMO_ID = 1;
/** The demo player's launcher account in the seed. */
const DEMO_GAME_ACCOUNT = { platform: 'launcher', accountid: '10000000000000001' };
const DESCRIPTION = 'The game closes every time I open the map in the Sunken Vault since the last patch.';

/** A text attachment of `bytes` bytes (plain UTF-8 is an allowed kind). */
const textFile = (name: string, bytes: number): FilePart => ({
  name,
  bytes: Buffer.alloc(bytes, 'a'),
  type: 'text/plain',
});

interface Player {
  client: TestClient;
  cookie: string;
  dataDir: string;
}

/** The signed-in demo player, with an upload store of its own limited to `storeMaxBytes`. */
async function demoPlayer(storeMaxBytes = 2 * 1024 ** 3): Promise<Player> {
  const client = await testClient();
  const dataDir = join(scratchDir('support-limits'), 'data');
  mkdirSync(dataDir);
  client.app.ctx.config.dataDir = dataDir;
  client.app.ctx.config.uploadStoreMaxBytes = storeMaxBytes;
  return { client, cookie: await signedInCookie(client, DEMO_ID), dataDir };
}

async function post({ client, cookie }: Player, url: string, fields: Record<string, string>, files: FilePart[]) {
  const body = await multipartBody({ ...fields, captcha: await solvedCaptcha(client) }, files);
  const { status, body: answer } = await postMultipart(client, url, body, { cookie });
  return { status, body: answer };
}

/** A ticket of `requestType` (the seed's demo player has an open `technical` one). */
const postTicket = (player: Player, requestType: string, files: FilePart[] = []) =>
  post(
    player,
    '/api/support/tickets',
    {
      requestType,
      subject: 'Crash in the Sunken Vault',
      platform: 'launcher',
      account: 'Cinderfox',
      orderId: '',
      description: DESCRIPTION,
    },
    files,
  );

/** A bug report about the demo player's game account, with a link as its evidence. */
const postReport = (player: Player, files: FilePart[] = []) =>
  post(
    player,
    '/api/support/reports',
    {
      type: 'bugreport',
      ...DEMO_GAME_ACCOUNT,
      description: DESCRIPTION,
      evidenceLink: 'https://video.example/watch/sunken-vault',
    },
    files,
  );

/**
 * Holds the next file write until `release`; `reached` settles once a submission is held there,
 * its checks passed and its files not yet recorded.
 */
function holdNextWrite(): { reached: Promise<void>; release: () => void } {
  let reachedNow = () => {};
  let release = () => {};
  const reached = new Promise<void>((resolve) => {
    reachedNow = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const realWrite = vi.mocked(writeFile).getMockImplementation();
  vi.mocked(writeFile).mockImplementationOnce(async (...args: Parameters<typeof writeFile>) => {
    reachedNow();
    await released;
    return realWrite?.(...args);
  });
  return { reached, release };
}

function storedFiles({ dataDir }: Player): number {
  const uploads = join(dataDir, 'uploads');
  return existsSync(uploads) ? readdirSync(uploads).length : 0;
}

function count({ client }: Player, table: 'support_tickets' | 'support_reports'): number {
  return client.db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get() ?? -1;
}

describe('the upload store as a whole (ASVS 12.1.3)', () => {
  it('refuses files past its limit with 507 defaultError_5, storing nothing, and takes files up to it exactly', async () => {
    const player = await demoPlayer(2_500);
    const first = await postTicket(player, 'gameplay', [textFile('a.txt', 1_000), textFile('b.txt', 1_000)]);
    expect(first.status).toBe(201);
    const tickets = count(player, 'support_tickets');

    const refused = await postTicket(player, 'launcher', [textFile('log.txt', 501)]);
    expect(refused).toEqual({ status: 507, body: { error: 'defaultError_5' } });
    expect(count(player, 'support_tickets')).toBe(tickets);
    expect(storedFiles(player)).toBe(2);

    // 2,000 + 500 is the limit itself: still taken.
    expect((await postTicket(player, 'launcher', [textFile('log.txt', 500)])).status).toBe(201);
    expect(storedFiles(player)).toBe(3);
  });

  it('never refuses a form without files, even with the store over a limit lowered since', async () => {
    const player = await demoPlayer(1_000);
    const tickets = count(player, 'support_tickets');
    expect((await postTicket(player, 'gameplay', [textFile('a.txt', 1_000)])).status).toBe(201);
    player.client.app.ctx.config.uploadStoreMaxBytes = 500;
    expect((await postTicket(player, 'launcher')).status).toBe(201);
    expect((await postTicket(player, 'other', [textFile('b.txt', 1)])).status).toBe(507);
    expect(count(player, 'support_tickets')).toBe(tickets + 2);
  });

  it('counts the files of a submission still being written: of two at once that fit only alone, one is refused', async () => {
    const player = await demoPlayer(1_500);
    const tickets = count(player, 'support_tickets');
    const hold = holdNextWrite();
    const first = postTicket(player, 'gameplay', [textFile('a.txt', 1_000)]);
    await hold.reached;
    expect(await postTicket(player, 'launcher', [textFile('b.txt', 1_000)])).toEqual({
      status: 507,
      body: { error: 'defaultError_5' },
    });
    hold.release();
    expect((await first).status).toBe(201);
    expect(storedFiles(player)).toBe(1);
    expect(count(player, 'support_tickets')).toBe(tickets + 1);
  });
});

describe('limits checked again in the write, against a submission that landed meanwhile', () => {
  it('keeps one open ticket per request type: the later write answers form_1 with the one that landed, and its files go', async () => {
    const player = await demoPlayer();
    const tickets = count(player, 'support_tickets');
    const hold = holdNextWrite();
    const withFile = postTicket(player, 'gameplay', [textFile('crash.log', 100)]);
    await hold.reached;
    const landed = await postTicket(player, 'gameplay');
    expect(landed.status).toBe(201);
    hold.release();
    expect(await withFile).toEqual({
      status: 409,
      body: { error: 'form_1', ticketId: landed.body['id'], email: DEMO_USERS.player.email },
    });
    expect(count(player, 'support_tickets')).toBe(tickets + 1);
    expect(storedFiles(player)).toBe(0);
  });

  it("keeps a player's 5 tickets a day when the fifth lands while another is being written (form_5)", async () => {
    const player = await demoPlayer();
    for (let sent = 0; sent < 4; sent++) {
      expect((await postTicket(player, 'other')).status).toBe(201);
      // Answered and closed, so the next one of the type is not form_1.
      player.client.db.exec("UPDATE support_tickets SET status = 'closed' WHERE request_type = 'other'");
    }
    const tickets = count(player, 'support_tickets');
    const hold = holdNextWrite();
    const withFile = postTicket(player, 'gameplay', [textFile('crash.log', 100)]);
    await hold.reached;
    expect((await postTicket(player, 'launcher')).status).toBe(201);
    hold.release();
    expect(await withFile).toEqual({ status: 429, body: { error: 'form_5' } });
    expect(count(player, 'support_tickets')).toBe(tickets + 1);
    expect(storedFiles(player)).toBe(0);
  });

  it("keeps a game account's reports a day when the last one lands while another is being written (form_5)", async () => {
    const player = await demoPlayer();
    const reports = count(player, 'support_reports');
    player.client.app.ctx.config.reportsPerDay = 1;
    const hold = holdNextWrite();
    const withFile = postReport(player, [textFile('crash.log', 100)]);
    await hold.reached;
    expect((await postReport(player)).status).toBe(201);
    hold.release();
    expect(await withFile).toEqual({ status: 429, body: { error: 'form_5' } });
    expect(count(player, 'support_reports')).toBe(reports + 1);
    expect(storedFiles(player)).toBe(0);
  });
});
