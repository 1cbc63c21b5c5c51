import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '@dungeon/contract';

/** How much of a file the browser reads to judge its type, like the server does by content. */
const SNIFF_BYTES = 4096;

const startsWith = (head: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => head[offset + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
// eslint-disable-next-line no-control-regex -- binary files are recognized by their control characters
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/** True when the first bytes are a PNG, JPEG, WebP or PDF, or read as plain UTF-8 text. */
export function isAllowedContent(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  if (startsWith(head, PNG) || startsWith(head, JPEG) || startsWith(head, PDF)) return true;
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return true;
  try {
    // `stream` lets a character cut at the end of the sample pass; a real encoding error still throws.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return !BINARY_CONTROL.test(text);
  } catch {
    return false;
  }
}

async function headOf(file: Blob): Promise<Uint8Array> {
  const slice = file.slice(0, SNIFF_BYTES);
  const buffer =
    typeof slice.arrayBuffer === 'function' ? await slice.arrayBuffer() : await new Response(slice).arrayBuffer();
  return new Uint8Array(buffer);
}

/**
 * The client's check of one file, mirroring the server's: too big is form_15, a content that is
 * not an allowed type is form_13 (whatever the file name says). Null when the file may go.
 */
export async function attachmentProblem(file: File): Promise<'form_13' | 'form_15' | null> {
  if (file.size > MAX_ATTACHMENT_BYTES) return 'form_15';
  return isAllowedContent(await headOf(file)) ? null : 'form_13';
}

export interface CheckedAttachments {
  accepted: File[];
  refused: { name: string; key: string }[];
}

/** Adds picked files to those already chosen: each checked, at most MAX_ATTACHMENTS kept (form_11 beyond). */
export async function addAttachments(current: readonly File[], picked: readonly File[]): Promise<CheckedAttachments> {
  const accepted = [...current];
  const refused: { name: string; key: string }[] = [];
  for (const file of picked) {
    const problem = await attachmentProblem(file);
    if (problem) refused.push({ name: file.name, key: problem });
    else if (accepted.length >= MAX_ATTACHMENTS) refused.push({ name: file.name, key: 'form_11' });
    else accepted.push(file);
  }
  return { accepted, refused };
}
