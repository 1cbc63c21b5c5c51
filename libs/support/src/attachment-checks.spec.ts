import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '@dungeon/contract';
import { addAttachments, attachmentProblem, isAllowedContent } from './attachment-checks';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const file = (parts: BlobPart[], name: string, type = '') => new File(parts, name, { type });

describe('attachment checks (the server judges the same way)', () => {
  it('takes images, PDFs and text by their content', async () => {
    expect(await attachmentProblem(file([new Uint8Array(PNG_HEAD)], 'shot.png', 'image/png'))).toBeNull();
    expect(await attachmentProblem(file([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.jpg'))).toBeNull();
    expect(await attachmentProblem(file(['%PDF-1.7\n'], 'receipt.pdf'))).toBeNull();
    expect(await attachmentProblem(file(['12:00:01 [ERROR] device lost\n'], 'crash.log'))).toBeNull();
  });

  it('takes a WebP picture, but not another RIFF file such as a WAV sound', async () => {
    const ascii = (text: string) => new TextEncoder().encode(text);
    const riff = (kind: string) => [ascii('RIFF'), new Uint8Array([0x24, 0x08, 0, 0]), ascii(kind)];
    expect(await attachmentProblem(file(riff('WEBPVP8 '), 'shot.webp'))).toBeNull();
    expect(await attachmentProblem(file(riff('WAVEfmt '), 'shot.webp'))).toBe('form_13');
  });

  it('takes a long text whose sample ends inside a character', async () => {
    // 1 + 2 x 3,000 bytes: the 4,096-byte sample ends on the first byte of an "é".
    expect(await attachmentProblem(file([`a${'é'.repeat(3000)}`], 'chat.txt'))).toBeNull();
  });

  it('refuses an executable even when it is named .png (form_13)', async () => {
    const exe = file([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], 'screenshot.png', 'image/png');
    expect(await attachmentProblem(exe)).toBe('form_13');
    expect(isAllowedContent(new Uint8Array())).toBe(false);
  });

  it('refuses a file one byte over 5 MB (form_15) and takes one of exactly 5 MB', async () => {
    const exactly = file([new Uint8Array(PNG_HEAD), new Uint8Array(MAX_ATTACHMENT_BYTES - PNG_HEAD.length)], 'a.png');
    const over = file([new Uint8Array(PNG_HEAD), new Uint8Array(MAX_ATTACHMENT_BYTES - PNG_HEAD.length + 1)], 'b.png');
    expect(await attachmentProblem(exactly)).toBeNull();
    expect(await attachmentProblem(over)).toBe('form_15');
  });

  it('keeps at most three files and says why the others were left out', async () => {
    const text = (name: string) => file(['notes'], name);
    const first = await addAttachments([], [text('1.txt'), text('2.txt'), text('3.txt'), text('4.txt')]);
    expect(first.accepted.map((f) => f.name)).toEqual(['1.txt', '2.txt', '3.txt']);
    expect(first.refused).toEqual([{ name: '4.txt', key: 'form_11' }]);
  });
});
