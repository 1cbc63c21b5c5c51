import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parseJson } from '@dungeon/api-client/codec';
import {
  multipartBody,
  scratchDir,
  signedInCookie,
  solvedCaptcha,
  testClient,
  type FilePart,
  type TestClient,
} from '../test/test-app';

// The real writes, watched: a test holds one submission's file write to put another beside it.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  return { ...actual, writeFile: vi.fn(actual.writeFile) };
});
const { writeFile } = await import('node:fs/promises');

/**
 * Issue 10, Security, uploads (ASVS 12.1.3): beside the quotas per account and day, the upload
 * store as a whole has a limit (`uploadStoreMaxBytes`, API_UPLOAD_STORE_MAX_BYTES). Files that
 * would take it past the limit refuse their form before anything is written, and two submissions
 * at once cannot both squeeze under it.
 */

const DEMO_ID = 1;
const TICKETS = '/api/support/tickets';
/** A text attachment of `bytes` bytes (plain UTF-8 is an allowed kind). */
const textFile = (name: string, bytes: number): FilePart => ({
  name,
  bytes: Buffer.alloc(bytes, 'a'),
  type: 'text/plain',
});

interface Store {
  client: TestClient;
  cookie: string;
  dataDir: string;
}

async function storeOf(maxBytes: number): Promise<Store> {
  const client = await testClient();
  const dataDir = join(scratchDir('upload-store'), 'data');
  mkdirSync(dataDir);
  client.app.ctx.config.dataDir = dataDir;
  client.app.ctx.config.uploadStoreMaxBytes = maxBytes;
  return { client, cookie: await signedInCookie(client, DEMO_ID), dataDir };
}

/** Posts a ticket of `requestType` (one open ticket per type is allowed) with `files`. */
async function postTicket({ client, cookie }: Store, requestType: string, files: FilePart[]) {
  const body = await multipartBody(
    {
      requestType,
      subject: 'Crash in the Sunken Vault',
      platform: 'launcher',
      account: 'Cinderfox',
      orderId: '',
      description: 'The game closes every time I open the map in the Sunken Vault since the last patch.',
      captcha: await solvedCaptcha(client),
    },
    files,
  );
  const raw = await client.app.inject({
    method: 'POST',
    url: TICKETS,
    payload: body.payload,
    headers: { 'content-type': body.contentType, 'x-csrf-protection': '1', cookie },
  });
  return { status: raw.statusCode, body: parseJson(raw.body) as Record<string, unknown> };
}

function storedFiles({ dataDir }: Store): number {
  const uploads = join(dataDir, 'uploads');
  return existsSync(uploads) ? readdirSync(uploads).length : 0;
}

function ticketCount({ client }: Store): number {
  return client.db.prepare<[], number>('SELECT COUNT(*) FROM support_tickets').pluck().get() ?? -1;
}

describe('the upload store as a whole (ASVS 12.1.3)', () => {
  it('refuses files past its limit with 507 defaultError_5, storing nothing, and takes files up to it exactly', async () => {
    const store = await storeOf(2_500);
    expect((await postTicket(store, 'gameplay', [textFile('a.txt', 1_000), textFile('b.txt', 1_000)])).status).toBe(
      201,
    );
    const tickets = ticketCount(store);

    const refused = await postTicket(store, 'launcher', [textFile('log.txt', 501)]);
    expect(refused).toEqual({ status: 507, body: { error: 'defaultError_5' } });
    expect(ticketCount(store)).toBe(tickets);
    expect(storedFiles(store)).toBe(2);

    // 2,000 + 500 is the limit itself: still taken.
    expect((await postTicket(store, 'launcher', [textFile('log.txt', 500)])).status).toBe(201);
    expect(storedFiles(store)).toBe(3);
  });

  it('never refuses a form without files, even with the store over a limit lowered since', async () => {
    const store = await storeOf(1_000);
    const tickets = ticketCount(store);
    expect((await postTicket(store, 'gameplay', [textFile('a.txt', 1_000)])).status).toBe(201);
    store.client.app.ctx.config.uploadStoreMaxBytes = 500;
    expect((await postTicket(store, 'launcher', [])).status).toBe(201);
    expect((await postTicket(store, 'other', [textFile('b.txt', 1)])).status).toBe(507);
    expect(ticketCount(store)).toBe(tickets + 2);
  });

  it('counts the files of a submission still being written: of two at once that fit only alone, one is refused', async () => {
    const store = await storeOf(1_500);
    const tickets = ticketCount(store);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const realWrite = vi.mocked(writeFile).getMockImplementation();
    vi.mocked(writeFile).mockImplementationOnce(async (...args: Parameters<typeof writeFile>) => {
      await held;
      return realWrite?.(...args);
    });

    const first = postTicket(store, 'gameplay', [textFile('a.txt', 1_000)]);
    const second = postTicket(store, 'launcher', [textFile('b.txt', 1_000)]);
    // Whichever reaches the store second answers while the other's file is still being written.
    const answeredFirst = await Promise.race([first, second]);
    expect(answeredFirst).toEqual({ status: 507, body: { error: 'defaultError_5' } });
    release();
    const statuses = (await Promise.all([first, second])).map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 507]);
    expect(storedFiles(store)).toBe(1);
    expect(ticketCount(store)).toBe(tickets + 1);
  });
});
