import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CSRF_HEADER, parseJson } from '@dungeon/api-client';
import { IDEMPOTENCY_KEY_HEADER } from '@dungeon/contract';
import { siteConfig } from '@dungeon/site-config';

/** Uploads of up to 3 x 5 MB get longer than ordinary calls (REQUEST_TIMEOUT_MS) on a slow line. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadArgs {
  form: FormData;
  /** Sent as `Idempotency-Key`, so a double submit makes one ticket or report. */
  idempotencyKey: string;
  /** Called with the sent fraction (0..1) while the body goes up. */
  onProgress?: (fraction: number) => void;
}

export type UploadResult<T> = { data: T } | { error: FetchBaseQueryError };

function apiUrl(path: string): string {
  return new URL(`${siteConfig.apiBaseUrl}${path}`, window.location.origin).href;
}

/**
 * POSTs a multipart form with XMLHttpRequest, because `fetch` cannot report upload progress. It
 * behaves like the base query for everything else: CSRF header, page language, same-origin
 * cookies, answers read by the big-number codec, failures shaped like FetchBaseQueryError so
 * `errorKeyOf` reads them. Used as the queryFn of the upload mutations (support.api.ts).
 */
export function uploadForm<T>(
  path: string,
  { form, idempotencyKey, onProgress }: UploadArgs,
): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader(CSRF_HEADER, '1');
    request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    const language = document.documentElement.lang;
    if (language) request.setRequestHeader('Accept-Language', language);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = request.responseText ? parseJson(request.responseText) : null;
      } catch {
        resolve({
          error: {
            status: 'PARSING_ERROR',
            originalStatus: request.status,
            data: request.responseText,
            error: 'invalid JSON',
          },
        });
        return;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve({ data: body as T });
      } else {
        resolve({ error: { status: request.status, data: body } });
      }
    });
    request.addEventListener('error', () => {
      resolve({ error: { status: 'FETCH_ERROR', error: 'network error' } });
    });
    request.addEventListener('timeout', () => {
      resolve({ error: { status: 'TIMEOUT_ERROR', error: 'timeout' } });
    });
    request.send(form);
  });
}
