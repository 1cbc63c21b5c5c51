import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MAX_ATTACHMENT_BYTES,
  type AttachmentInfo,
  type ReportListAnswer,
  type TicketListAnswer,
} from '@dungeon/contract';
import {
  EICAR_TEST_FILE,
  fakeScanCommand,
  postMultipart,
  scratchDir,
  signedInCookie,
  solvedCaptcha,
  testClient,
  type TestClient,
} from '../test/test-app';

/**
 * Issue 10, Security, uploads (ASVS 12.1-12.5): files are judged by content, never by name;
 * size and count are capped; a client's file name never reaches the file system and is shown
 * only cleaned; a refused or failed form leaves neither a file nor a half-written ticket behind.
 * The content, size and name checks run on both forms (the ticket form and the anonymous report
 * form share the upload code, each through its own route); the rest on the ticket form.
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(200),
  Buffer.from('This program cannot be run in DOS mode'),
]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, ...new Array<number>(40).fill(0)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(60)]);
const BINARY = Buffer.from([0x41, 0x00, 0x42, 0x01, 0x02]);
const DESCRIPTION = 'The game closes every time I open the map in the Sunken Vault. Happens since the last patch.';
const DEMO_ID = 1;
/** The demo player's launcher account in the seed: reports about it are listed to the player. */
const DEMO_GAME_ACCOUNT = { platform: 'launcher', accountid: '10000000000000001' };
const TICKETS = '/api/support/tickets';
const REPORTS = '/api/support/reports';

interface Part {
  name: string;
  value?: string;
  filename?: string;
  bytes?: Buffer;
  type?: string;
}

/**
 * A multipart body built byte by byte, so a file name reaches the server exactly as given: not
 * `multipartBody` (test-app), whose FormData percent-escapes quotes and line breaks in file names.
 */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = '----emberdeep-security-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'image/png'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'));
    chunks.push(part.bytes ?? Buffer.from(part.value ?? '', 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Setup {
  client: TestClient;
  cookie: string;
  /** A folder of its own around the store, to see whether anything lands next to it. */
  root: string;
  dataDir: string;
}

async function setup(): Promise<Setup> {
  const client = await testClient();
  const root = scratchDir('security-uploads');
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  client.app.ctx.config.dataDir = dataDir;
  return { client, cookie: await signedInCookie(client, DEMO_ID), root, dataDir };
}

async function ticketParts({ client }: Setup, subject = 'Launcher closes at start'): Promise<Part[]> {
  const fields: Record<string, string> = {
    requestType: 'launcher',
    subject,
    platform: 'launcher',
    account: 'Cinderfox',
    orderId: '',
    description: DESCRIPTION,
    captcha: await solvedCaptcha(client),
  };
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

/** A bug report with no evidence link: the attachment is its evidence. */
async function reportParts({ client }: Setup): Promise<Part[]> {
  const fields: Record<string, string> = {
    type: 'bugreport',
    ...DEMO_GAME_ACCOUNT,
    description: DESCRIPTION,
    captcha: await solvedCaptcha(client),
  };
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

const file = (filename: string, bytes: Buffer, type = 'image/png'): Part => ({
  name: 'attachments',
  filename,
  bytes,
  type,
});

async function postForm({ client, cookie }: Setup, parts: Part[], url = TICKETS) {
  const { status, body } = await postMultipart(client, url, multipart(parts), { cookie });
  return { status, body };
}

/** Every file under `root`, relative to it. */
function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

function counts({ client }: Setup) {
  const count = (table: string) =>
    client.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n ?? -1;
  return {
    tickets: count('support_tickets'),
    messages: count('support_ticket_messages'),
    attachments: count('support_attachments'),
    reports: count('support_reports'),
  };
}

/** The form was refused with `key` and left the database and the disk as they were. */
async function expectRefusedWithoutTrace(who: Setup, parts: Part[], status: number, key: string, url = TICKETS) {
  const before = counts(who);
  const response = await postForm(who, parts, url);
  expect(response.status).toBe(status);
  expect(response.body['error']).toBe(key);
  expect(counts(who)).toEqual(before);
  expect(filesUnder(who.root)).toEqual([]);
}

/** One uploaded file: under a random name inside the store, shown cleaned, downloaded as opaque bytes. */
async function expectStoredSafely(who: Setup, attachment: AttachmentInfo | undefined): Promise<void> {
  // On disk: exactly one random .bin name, inside <dataDir>/uploads, nothing anywhere else.
  const stored = filesUnder(who.root);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatch(/^data\/uploads\/[a-f0-9]{32}\.bin$/);

  const shown = attachment?.name ?? '';
  expect(shown).not.toMatch(/[/\\]/);
  // eslint-disable-next-line no-control-regex -- the point is that no control character survives
  expect(shown).not.toMatch(/[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
  expect(Array.from(shown).length).toBeLessThanOrEqual(100);
  expect(shown.length).toBeGreaterThan(0);

  // The download is named by its checked type, the client's name only percent-encoded and saved
  // with the extension of what the content is (ASVS 12.3.4): a PNG sent as `photo.exe` is saved as
  // `photo.exe.png`.
  expect(await downloadName(who, attachment?.id)).toMatch(/\.png$/);
}

/** The name the owner's download of attachment `id` is saved under (its `filename*`), decoded. */
async function downloadName(who: Setup, id: number | undefined): Promise<string> {
  const download = await who.client.app.inject({
    method: 'GET',
    url: `/api/support/attachments/${String(id)}`,
    headers: { cookie: who.cookie },
  });
  expect(download.statusCode).toBe(200);
  const disposition = String(download.headers['content-disposition']);
  expect(disposition).toMatch(
    // RFC 8187 attr-chars only: anything else, `'()*` included, percent-encoded.
    /^attachment; filename=attachment-\d+\.[a-z]+; filename\*=UTF-8''[A-Za-z0-9%!#$&+.^_`|~-]*$/,
  );
  expect(download.headers['content-type']).toBe('application/octet-stream');
  expect(download.headers['content-security-policy']).toContain('sandbox');
  // A player's file: no shared cache (a proxy, a CDN) may keep a copy for the next person.
  expect(download.headers['cache-control']).toBe('no-store');
  return decodeURIComponent(disposition.slice(disposition.indexOf("''") + 2));
}

/** The two forms with uploads: where they post (and list, for the same player), and their text fields. */
const FORMS = [
  { form: 'ticket form', url: TICKETS, parts: ticketParts },
  { form: 'report form', url: REPORTS, parts: reportParts },
];

/** The first attachment of item `id` as the form's own list (GET on its URL) shows it to the player. */
async function listedAttachment(who: Setup, url: string, id: unknown) {
  const list = await who.client.call('GET', url, undefined, { cookie: who.cookie });
  return (list.body as TicketListAnswer | ReportListAnswer).items.find((item) => item.id === id)?.attachments[0];
}

describe.each(FORMS)('uploads on the $form: content, not name, decides', ({ url, parts }) => {
  it.each([
    ['an executable named .png', file('screenshot.png', EXE)],
    ['a zip archive named .pdf', file('report.pdf', ZIP, 'application/pdf')],
    ['an SVG with script named .png', file('map.png', SVG)],
    ['an ELF binary named .txt', file('crash.txt', ELF, 'text/plain')],
    ['binary noise named .log', file('game.log', BINARY, 'text/plain')],
    ['binary noise named .txt', file('chat.txt', BINARY, 'text/plain')],
    ['an empty file named .jpg', file('empty.jpg', Buffer.alloc(0), 'image/jpeg')],
    ['plain text named .pdf', file('invoice.pdf', Buffer.from('not a pdf at all'), 'application/pdf')],
    ['a PNG named .jpg', file('photo.JPG', PNG, 'image/jpeg')],
  ])('refuses %s with form_13, storing nothing', async (_name, part) => {
    const who = await setup();
    await expectRefusedWithoutTrace(who, [...(await parts(who)), part], 400, 'form_13', url);
  });

  it.each([
    ['a web page', 'page.html', 'page.html.txt', '<script>alert(1)</script>'],
    ['a batch file', 'run.bat', 'run.bat.txt', 'del /q C:\\*'],
    ['an SVG without an XML declaration', 'map.svg', 'map.svg.txt', SVG.toString()],
    ['a log', 'Game.LOG', 'Game.LOG', 'frame 12: map opened'],
    ['a name with a quote, brackets and a star', "it's (final)*.txt", "it's (final)*.txt", 'notes'],
  ])('takes %s as text, and saves its download (%s) as %s', async (_what, name, saved, content) => {
    const who = await setup();
    const response = await postForm(who, [...(await parts(who)), file(name, Buffer.from(content), 'text/plain')], url);
    expect(response.status).toBe(201);
    const attachment = await listedAttachment(who, url, response.body['id']);
    expect(attachment?.name).toBe(name);
    expect(await downloadName(who, attachment?.id)).toBe(saved);
  });

  it('refuses the whole form when a bad file follows a good one: no partial upload is kept', async () => {
    const who = await setup();
    await expectRefusedWithoutTrace(
      who,
      [...(await parts(who)), file('ok.png', PNG), file('bad.png', EXE)],
      400,
      'form_13',
      url,
    );
  });

  it('refuses a file one byte over 5 MB with form_15, storing nothing', async () => {
    const who = await setup();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1 - PNG.length)]);
    await expectRefusedWithoutTrace(who, [...(await parts(who)), file('big.png', big)], 400, 'form_15', url);
  });
});

describe('uploads: count and field names (ticket form)', () => {
  it('refuses a fourth file with form_11', async () => {
    const who = await setup();
    const four = [1, 2, 3, 4].map((n) => file(`shot-${String(n)}.png`, PNG));
    await expectRefusedWithoutTrace(who, [...(await ticketParts(who)), ...four], 400, 'form_11');
  });

  it('refuses a file sent under another field name, and a flood of extra parts', async () => {
    const who = await setup();
    const wrongField = { ...file('shot.png', PNG), name: 'avatar' };
    await expectRefusedWithoutTrace(who, [...(await ticketParts(who)), wrongField], 400, 'form_11');
    const flood = Array.from({ length: 60 }, (_, n) => ({ name: `extra${String(n)}`, value: 'x' }));
    const before = counts(who);
    const response = await postForm(who, [...(await ticketParts(who)), ...flood]);
    expect(response.status).toBe(400);
    expect(counts(who)).toEqual(before);
    expect(filesUnder(who.root)).toEqual([]);
  });

  it('refuses a field sent twice with form_11: a second value never stands in for the first', async () => {
    const who = await setup();
    const again = { name: 'subject', value: 'A second subject, sent after the first' };
    await expectRefusedWithoutTrace(who, [...(await ticketParts(who)), again, file('shot.png', PNG)], 400, 'form_11');
  });
});

describe.each(FORMS)('uploads on the $form: client file names', ({ url, parts }) => {
  const tricks: [string, string][] = [
    ['parent-directory climb', '../../../../evil.png'],
    ['Windows parent-directory climb', '..\\..\\..\\evil.png'],
    ['absolute path', '/etc/cron.d/evil.png'],
    ['NUL byte', 'evil.txt\u0000.png'],
    ['NUL byte and right-to-left override', 'evil\u0000photo\u202Egnp.exe.png'],
    ['very long name', `${'a'.repeat(5000)}.png`],
    ['right-to-left override', 'photo\u202Egnp.exe'],
    ['C1 and bidi isolate controls', 'a\u0085b\u2066c\u2069.png'],
    ['only dots', '..'],
    ['header breaking quote and semicolon', 'a"; filename="evil.html'],
  ];

  it.each(tricks)('stores a %s under a random name inside the store and shows it cleaned', async (_name, filename) => {
    const who = await setup();
    const response = await postForm(who, [...(await parts(who)), file(filename, PNG)], url);
    expect(response.status).toBe(201);
    await expectStoredSafely(who, await listedAttachment(who, url, response.body['id']));
  });
});

describe.each(FORMS)('uploads on the $form: a configured malware scanner (ASVS 12.4.2)', ({ url, parts }) => {
  it('refuses a file the scanner flags with form_13, storing nothing, and stores the clean one', async () => {
    const who = await setup();
    who.client.app.ctx.config.uploadScanCommand = fakeScanCommand();
    // EICAR is printable text: without the scan it would be stored as a .txt attachment.
    await expectRefusedWithoutTrace(
      who,
      [...(await parts(who)), file('a.png', PNG), file('notes.txt', EICAR_TEST_FILE, 'text/plain')],
      400,
      'form_13',
      url,
    );
    expect((await postForm(who, [...(await parts(who)), file('a.png', PNG)], url)).status).toBe(201);
  });

  it('scans only what would be stored: a form refused on its own grounds never reaches the scanner', async () => {
    const who = await setup();
    who.client.app.ctx.config.uploadScanCommand = fakeScanCommand({ broken: true });
    const withoutCaptcha = (await parts(who)).map((part) =>
      part.name === 'captcha' ? { ...part, value: 'not-a-solution' } : part,
    );
    await expectRefusedWithoutTrace(who, [...withoutCaptcha, file('a.png', PNG)], 400, 'captcha_2', url);
  });

  it('refuses the form with 503 defaultError_5 when the scanner fails, storing nothing', async () => {
    const who = await setup();
    who.client.app.ctx.config.uploadScanCommand = fakeScanCommand({ broken: true });
    await expectRefusedWithoutTrace(who, [...(await parts(who)), file('a.png', PNG)], 503, 'defaultError_5', url);
  });
});

describe('uploads: a failure after the files are written', () => {
  it('leaves no half-written ticket and no orphaned file when the database refuses the insert', async () => {
    const who = await setup();
    // The attachment row is the last write of the ticket's transaction: make the database refuse it.
    who.client.db.exec(
      "CREATE TEMP TRIGGER refuse_attachment BEFORE INSERT ON support_attachments BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    const before = counts(who);
    const response = await postForm(who, [...(await ticketParts(who)), file('a.png', PNG), file('b.png', PNG)]);
    expect(response.status).toBe(500);
    expect(response.body['error']).toBe('defaultError_5');
    expect(counts(who)).toEqual(before);
    expect(filesUnder(who.root)).toEqual([]);
  });
});
