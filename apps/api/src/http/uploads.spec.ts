import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EICAR_TEST_FILE, fakeScanCommand, scratchDir } from '../test/test-app';
import {
  detectAttachmentKind,
  displayFileName,
  downloadFileName,
  nameMatchesKind,
  readUpload,
  removeUnrecordedUploads,
  removeUpload,
  scanUpload,
  storeUpload,
} from './uploads';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectAttachmentKind (by content, never by name)', () => {
  it('recognizes PNG, JPEG, WebP and PDF by their magic bytes', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await detectAttachmentKind(png)).toBe('png');
    expect(await detectAttachmentKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1))).toBe(
      'jpeg',
    );
    const webp = new Uint8Array([
      ...ascii('RIFF'),
      0x24,
      0,
      0,
      0,
      ...ascii('WEBPVP8 '),
      ...new Array<number>(24).fill(0),
    ]);
    expect(await detectAttachmentKind(webp)).toBe('webp');
    expect(await detectAttachmentKind(ascii('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toBe('pdf');
  });

  it('takes UTF-8 text and logs as text', async () => {
    expect(
      await detectAttachmentKind(ascii('2026-11-22 12:00:01 [ERROR] renderer: device lost\r\n\tat frame 1200\n')),
    ).toBe('text');
    expect(await detectAttachmentKind(ascii('ログ: 描画エラー'))).toBe('text');
  });

  it('refuses executables, archives, binary noise, invalid UTF-8 and empty files', async () => {
    expect(await detectAttachmentKind(new Uint8Array([...ascii('MZ'), ...new Array<number>(100).fill(0)]))).toBeNull();
    expect(await detectAttachmentKind(bytes(0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0))).toBeNull();
    expect(await detectAttachmentKind(bytes(0x41, 0x00, 0x42, 0x01))).toBeNull();
    expect(await detectAttachmentKind(bytes(0xc3, 0x28, 0x41))).toBeNull();
    expect(await detectAttachmentKind(new Uint8Array())).toBeNull();
    // An SVG with its XML declaration is detected as XML, none of the allowed types. Without one
    // it is only text: taken as such, and downloaded as `.txt` (downloadFileName below).
    expect(
      await detectAttachmentKind(ascii('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    ).toBeNull();
  });
});

describe('stored uploads', () => {
  it('get a random name under <dataDir>/uploads whatever the client called them', async () => {
    const dataDir = scratchDir('uploads-spec');
    const first = await storeUpload(dataDir, ascii('one'));
    const second = await storeUpload(dataDir, ascii('two'));
    expect(first).toMatch(/^[a-f0-9]{32}\.bin$/);
    expect(first).not.toBe(second);
    expect(readdirSync(join(dataDir, 'uploads')).sort()).toEqual([first, second].sort());
    expect(statSync(join(dataDir, 'uploads', first)).mode & 0o777).toBe(0o600);
    expect((await readUpload(dataDir, first)).toString()).toBe('one');
    await removeUpload(dataDir, first);
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual([second]);
  });

  it('are removed when no record points at them, and only names of ours are touched', async () => {
    const dataDir = scratchDir('uploads-spec');
    expect(await removeUnrecordedUploads(dataDir, new Set())).toBe(0); // nothing stored yet
    const kept = await storeUpload(dataDir, ascii('recorded'));
    const dropped = await storeUpload(dataDir, ascii('never recorded'));
    writeFileSync(join(dataDir, 'uploads', 'README.txt'), 'an operator note');
    expect(await removeUnrecordedUploads(dataDir, new Set([kept]))).toBe(1);
    expect(readdirSync(join(dataDir, 'uploads')).sort()).toEqual(['README.txt', kept].sort());
    expect(dropped).not.toBe(kept);
  });

  it('never reads a name that is not one of ours', async () => {
    const dataDir = scratchDir('uploads-spec');
    await expect(readUpload(dataDir, '../../etc/passwd')).rejects.toMatchObject({ key: 'defaultError_12' });
  });

  it('show only the last segment of a client file name, without control characters', () => {
    expect(displayFileName('C:\\Users\\me\\crash.log')).toBe('crash.log');
    expect(displayFileName('../../etc/passwd')).toBe('passwd');
    expect(displayFileName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(displayFileName('')).toBe('attachment');
    expect(Array.from(displayFileName('x'.repeat(300)))).toHaveLength(100);
  });
});

describe('nameMatchesKind (wrong content with a right extension)', () => {
  it('refuses a name that claims another allowed kind, whatever the letter case', () => {
    expect(nameMatchesKind('map.png', 'text')).toBe(false);
    expect(nameMatchesKind('invoice.PDF', 'jpeg')).toBe(false);
    expect(nameMatchesKind('crash.log', 'png')).toBe(false);
  });

  it('accepts a matching name, and judges names without a known extension by content alone', () => {
    expect(nameMatchesKind('photo.JPEG', 'jpeg')).toBe(true);
    expect(nameMatchesKind('photo.jpg', 'jpeg')).toBe(true);
    expect(nameMatchesKind('game.log', 'text')).toBe(true);
    expect(nameMatchesKind('screenshot', 'png')).toBe(true);
    expect(nameMatchesKind('notes.md', 'text')).toBe(true);
  });
});

describe('downloadFileName (ASVS 12.3.4: a download is saved as what it is)', () => {
  it('keeps a name whose extension is one of its kind, whatever the letter case', () => {
    expect(downloadFileName('photo.JPEG', 'jpeg')).toBe('photo.JPEG');
    expect(downloadFileName('crash.log', 'text')).toBe('crash.log');
  });

  it("adds the kind's own extension to any other name", () => {
    expect(downloadFileName('page.html', 'text')).toBe('page.html.txt');
    expect(downloadFileName('photognp.exe', 'png')).toBe('photognp.exe.png');
    expect(downloadFileName('scan', 'jpeg')).toBe('scan.jpg');
    expect(downloadFileName('invoice.', 'pdf')).toBe('invoice..pdf');
  });
});

describe('displayFileName (spoofing)', () => {
  it('drops C1 and bidirectional controls, so a name reads as what it is', () => {
    expect(displayFileName('photo\u202Egnp.exe')).toBe('photognp.exe');
    expect(displayFileName('a\u0085b\u2066c\u2069\u200F.png')).toBe('abc.png');
  });
});

describe("scanUpload (ASVS 12.4.2: the deployment's malware scanner)", () => {
  it('hands the file to the scanner and reads its verdict from the exit code', async () => {
    expect(await scanUpload(fakeScanCommand(), EICAR_TEST_FILE)).toBe('malware');
    expect(await scanUpload(fakeScanCommand(), ascii('Crash log: map opened, game closed.'))).toBe('clean');
  });

  it('rejects when the scanner fails or cannot start, so nothing unchecked passes for clean', async () => {
    await expect(scanUpload(fakeScanCommand({ broken: true }), ascii('log'))).rejects.toThrow(/exit 2/);
    await expect(scanUpload(['/nonexistent/scanner'], ascii('log'))).rejects.toThrow(/ENOENT/);
    await expect(scanUpload([], ascii('log'))).rejects.toThrow(/no malware scanner/);
  });
});
