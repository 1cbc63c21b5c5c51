import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, REQUEST_TIMEOUT_MS } from '@dungeon/api-client';
import { UPLOAD_TIMEOUT_MS, uploadForm } from './upload';

/**
 * One XMLHttpRequest: what the page set on it, and the network's side (progress, an answer, a
 * failure) for the test to play.
 */
class ScriptedXhr extends EventTarget {
  static last: ScriptedXhr | undefined;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  responseText = '';
  body: unknown;

  constructor() {
    super();
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable }));
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.dispatchEvent(new Event('load'));
  }
  fail(kind: 'error' | 'timeout') {
    this.dispatchEvent(new Event(kind));
  }
}

function startUpload(onProgress?: (fraction: number) => void) {
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
  const form = new FormData();
  form.append('subject', 'The launcher closes');
  const result = uploadForm<{ id: number }>('/support/tickets', { form, idempotencyKey: 'key-1', onProgress });
  const xhr = ScriptedXhr.last;
  if (!xhr) throw new Error('no request was made');
  return { result, xhr, form };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

describe('uploadForm (the support forms’ multipart POST)', () => {
  it('posts the form to the API with the CSRF header, its Idempotency-Key and the page language', () => {
    document.documentElement.lang = 'de';
    const { xhr, form } = startUpload();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${window.location.origin}/api/support/tickets`);
    expect(xhr.headers).toEqual({ [CSRF_HEADER]: '1', 'Idempotency-Key': 'key-1', 'Accept-Language': 'de' });
    expect(xhr.body).toBe(form);
  });

  it('names no language when the page has none, and waits longer than an ordinary call', () => {
    const { xhr } = startUpload();
    expect(xhr.headers).not.toHaveProperty('Accept-Language');
    // Three files of 5 MB on a slow line: ordinary calls give up sooner.
    expect(xhr.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(UPLOAD_TIMEOUT_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
  });

  it('reports the sent fraction, skips progress of unknown length, and ends at 1 on success', async () => {
    const onProgress = vi.fn();
    const { result, xhr } = startUpload(onProgress);
    xhr.progress(25, 100);
    xhr.progress(10, 40, false);
    xhr.progress(0, 0);
    xhr.answer(201, '{"id":12,"replayed":false}');
    await expect(result).resolves.toEqual({ data: { id: 12, replayed: false } });
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  it('reads the answer with the big-number codec (an id past 15 digits stays exact)', async () => {
    const { result, xhr } = startUpload();
    xhr.answer(201, '{"id":12345678901234567890}');
    const answer = await result;
    expect('data' in answer && String(answer.data.id)).toBe('12345678901234567890');
  });

  it('answers a refusal with its status and body, and no final progress', async () => {
    const onProgress = vi.fn();
    const { result, xhr } = startUpload(onProgress);
    xhr.answer(409, '{"error":"form_1","ticketId":2}');
    await expect(result).resolves.toEqual({ error: { status: 409, data: { error: 'form_1', ticketId: 2 } } });
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('takes an empty answer as no data', async () => {
    const { result, xhr } = startUpload();
    xhr.answer(204, '');
    await expect(result).resolves.toEqual({ data: null });
  });

  it('turns an answer that is not JSON (a proxy’s error page) into a parsing error that keeps the status', async () => {
    const { result, xhr } = startUpload();
    xhr.answer(502, '<html>Bad gateway</html>');
    await expect(result).resolves.toEqual({
      error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'invalid JSON' },
    });
  });

  it('tells a lost connection from a timeout, as the base query does', async () => {
    const down = startUpload();
    down.xhr.fail('error');
    await expect(down.result).resolves.toEqual({ error: { status: 'FETCH_ERROR', error: 'network error' } });
    const slow = startUpload();
    slow.xhr.fail('timeout');
    await expect(slow.result).resolves.toEqual({ error: { status: 'TIMEOUT_ERROR', error: 'timeout' } });
  });
});
