import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AttachmentKind } from '@dungeon/contract';
import { ApiError, fail } from './errors';

/** A file part as it arrived: the bytes and the client's name for it (display only). */
export interface IncomingFile {
  name: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: IncomingFile[];
}

export interface MultipartRules {
  /** Text fields the form has; any other field is form_11. */
  fieldNames: readonly string[];
  /** The one field name files may come in. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
}

/** Parts a form may have at most before the parser stops reading (fields, files, and a margin). */
const MAX_PARTS = 40;
/** Largest text field; descriptions are 5,000 characters, up to four bytes each. */
const MAX_FIELD_BYTES = 32 * 1024;

/**
 * Reads a whole multipart form (with @fastify/multipart registered in the caller's scope with
 * `throwFileSizeLimit: false`, so an oversized file is measured here instead of thrown). Every
 * part is read to the end, so the answer never cuts an upload off mid-stream; then the first
 * refusal is thrown: form_11 for an unknown, repeated or oversized field or too many files,
 * form_15 for a file over the size limit. No file is kept past `maxFiles`, so memory stays bounded.
 */
export async function readMultipartForm(request: FastifyRequest, rules: MultipartRules): Promise<MultipartForm> {
  if (!request.isMultipart()) fail(400, 'defaultError_12');
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  const refusals: ApiError[] = [];
  const refuse = (field: string, key: string) => {
    refusals.push(new ApiError(400, key, { [field]: key }));
  };
  try {
    const parts = request.parts({
      limits: {
        fileSize: rules.maxFileBytes,
        files: rules.maxFiles + 5,
        parts: MAX_PARTS,
        fields: rules.fieldNames.length + 5,
        fieldSize: MAX_FIELD_BYTES,
        fieldNameSize: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== rules.fileField || files.length >= rules.maxFiles) {
          await drain(part.file);
          refuse(rules.fileField, 'form_11');
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) refuse(rules.fileField, 'form_15');
        else files.push({ name: part.filename, bytes });
      } else if (!rules.fieldNames.includes(part.fieldname) || part.fieldname in fields) {
        refuse(part.fieldname.slice(0, 100) || '_', 'form_11');
      } else if (part.valueTruncated || typeof part.value !== 'string') {
        refuse(part.fieldname, 'form_11');
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') fail(400, 'form_11', { [rules.fileField]: 'form_11' });
    if (code === 'FST_REQ_FILE_TOO_LARGE') fail(413, 'form_15', { [rules.fileField]: 'form_15' });
    fail(400, 'defaultError_12');
  }
  const [refusal] = refusals;
  if (refusal) throw refusal;
  return { fields, files };
}

/** Reads a stream to its end without keeping it. */
async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- only the reading matters
  for await (const _chunk of stream);
}

const KIND_OF_MIME: Record<string, AttachmentKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** Control characters other than tab, line feed, form feed and carriage return. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const BINARY_CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;

/**
 * What a file is, by its content: PNG, JPEG, WebP or PDF by magic bytes, or plain text (valid
 * UTF-8 without binary control characters, as .txt and .log files are). Anything else is null
 * (form_13), whatever its name says.
 */
export async function detectAttachmentKind(bytes: Uint8Array): Promise<AttachmentKind | null> {
  if (bytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return KIND_OF_MIME[detected.mime] ?? null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return BINARY_CONTROL.test(text) ? null : 'text';
}

/** How long a malware scan of one file may take before it counts as failed. */
const SCAN_TIMEOUT_MS = 30_000;

/**
 * Runs the deployment's malware scanner (ASVS 12.4.2) on one file: `command` (program and its
 * arguments, no shell) reads the file on its standard input, as `clamdscan -` does, and exits 0
 * for a clean file and 1 for malware. Anything else (another exit code, a signal, no answer within
 * 30 s, a program that cannot start) rejects, so the caller refuses the form instead of storing
 * what nobody checked.
 */
export function scanUpload(command: readonly string[], bytes: Uint8Array): Promise<'clean' | 'malware'> {
  const [program, ...args] = command;
  if (!program) return Promise.reject(new Error('no malware scanner configured'));
  return new Promise((resolve, reject) => {
    const scanner = spawn(program, args, { stdio: ['pipe', 'ignore', 'ignore'], timeout: SCAN_TIMEOUT_MS });
    scanner.on('error', reject);
    scanner.on('close', (code, signal) => {
      if (code === 0) resolve('clean');
      else if (code === 1) resolve('malware');
      else reject(new Error(`malware scanner ended with ${signal ?? `exit ${String(code)}`}`));
    });
    // A scanner that stops reading early (it has seen enough) closes the pipe: not an error of ours.
    scanner.stdin.on('error', () => {});
    scanner.stdin.end(bytes);
  });
}

/** The file-name extensions of each kind, as the form's file picker offers them. */
const EXTENSIONS: Record<AttachmentKind, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  webp: ['webp'],
  pdf: ['pdf'],
  text: ['txt', 'log'],
};
const KNOWN_EXTENSIONS = new Set(Object.values(EXTENSIONS).flat());

/**
 * False when the name claims another allowed kind than the content is: text or an SVG named
 * `.png`, a JPEG named `.pdf` (wrong content with a right extension). Other names are judged by
 * content alone, and the download names the file by its kind anyway.
 */
export function nameMatchesKind(name: string, kind: AttachmentKind): boolean {
  const dot = name.lastIndexOf('.');
  const extension = dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
  return !KNOWN_EXTENSIONS.has(extension) || EXTENSIONS[kind].includes(extension);
}

/**
 * The name a download is saved under (ASVS 12.3.4): the player's cleaned name, ending in an
 * extension of what the content is. A text file sent as `page.html` or `run.bat` is saved as
 * `page.html.txt`, so opening the download never hands it to a browser or a shell.
 */
export function downloadFileName(name: string, kind: AttachmentKind): string {
  const dot = name.lastIndexOf('.');
  const extension = dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
  return EXTENSIONS[kind].includes(extension) ? name : `${name}.${EXTENSIONS[kind][0] ?? 'bin'}`;
}

const STORED_NAME = /^[a-f0-9]{32}\.bin$/;

function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * Writes a file under `<dataDir>/uploads` with a fresh random name (nothing of the client's name
 * or path is used) and returns that name. The `.bin` suffix keeps any tool from guessing a type.
 */
export async function storeUpload(dataDir: string, bytes: Uint8Array): Promise<string> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomBytes(16).toString('hex')}.bin`;
  await writeFile(join(dir, name), bytes, { flag: 'wx', mode: 0o600 });
  return name;
}

export async function readUpload(dataDir: string, storedName: string): Promise<Buffer> {
  if (!STORED_NAME.test(storedName)) fail(404, 'defaultError_12');
  return readFile(join(uploadsDir(dataDir), storedName));
}

export async function removeUpload(dataDir: string, storedName: string): Promise<void> {
  if (STORED_NAME.test(storedName)) await rm(join(uploadsDir(dataDir), storedName), { force: true });
}

/**
 * Removes the stored files that are not in `recorded` (those the database points at) and answers
 * how many went. A server that stops between writing a submission's files and recording them
 * leaves files nothing can serve; on start no submission is under way, so any such file is one.
 * Only names `storeUpload` gives are touched.
 */
export async function removeUnrecordedUploads(dataDir: string, recorded: ReadonlySet<string>): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadsDir(dataDir));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return 0; // nothing was ever stored
    throw error;
  }
  const unrecorded = names.filter((name) => STORED_NAME.test(name) && !recorded.has(name));
  await Promise.all(unrecorded.map((name) => removeUpload(dataDir, name)));
  return unrecorded.length;
}

/**
 * A client's file name reduced to something safe to show: last path segment, 100 characters at
 * most, without control characters (C0, C1) or the bidirectional controls that can make
 * `photo<U+202E>gnp.exe` read as `photoexe.png` (CWE-451).
 */
export function displayFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- strip control characters from a display name
  const clean = base.replace(/[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '').trim();
  return Array.from(clean).slice(0, 100).join('') || 'attachment';
}
