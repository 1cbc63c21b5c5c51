import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi, REQUEST_TIMEOUT_MS } from './base-api';
import { errorKeyOf, fieldErrorsOf } from './error-keys';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<unknown, void>({ query: () => '/probe' }),
    probeWrite: build.mutation<unknown, { accountId: string; note: string }>({
      query: (body) => ({ url: '/probe', method: 'POST', body }),
    }),
    probeSend: build.mutation<unknown, unknown>({
      query: (body) => ({ url: '/probe', method: 'POST', body }),
    }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

let requests: Request[] = [];
let answer: () => Response;

beforeEach(() => {
  requests = [];
  answer = () => new Response('{"id":76561198000000001}', { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request) => {
      requests.push(input);
      return Promise.resolve(answer());
    }),
  );
  document.documentElement.lang = 'zh-Hant';
});

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('base query', () => {
  it('sends the CSRF header on a state-changing call, and a big digit string as an exact number', async () => {
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probeWrite.initiate({ accountId: '76561198000000001', note: 'x' }));
    const [request] = requests;
    expect(request?.headers.get('X-CSRF-Protection')).toBe('1');
    expect(await request?.text()).toBe('{"accountId":76561198000000001,"note":"x"}');
  });

  it('sends no CSRF header on a read, and the page language on every call', async () => {
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(requests[0]?.headers.get('X-CSRF-Protection')).toBeNull();
    expect(requests[0]?.headers.get('Accept-Language')).toBe('zh-Hant');
    // The session cookie goes with calls to this site's own origin only.
    expect(requests[0]?.credentials).toBe('same-origin');
  });

  it('writes arrays and plain objects as JSON, and leaves a form of files to the browser', async () => {
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probeSend.initiate(['76561198000000001', 2]));
    await store.dispatch(probeApi.endpoints.probeSend.initiate(Object.assign(Object.create(null) as object, { a: 1 })));
    const form = new FormData();
    form.append('subject', 'Launcher');
    await store.dispatch(probeApi.endpoints.probeSend.initiate(form));
    const [array, bare, multipart] = requests;
    expect(array?.headers.get('Content-Type')).toBe('application/json');
    expect(await array?.text()).toBe('[76561198000000001,2]');
    expect(bare?.headers.get('Content-Type')).toBe('application/json');
    expect(await bare?.text()).toBe('{"a":1}');
    expect(multipart?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart?.headers.get('X-CSRF-Protection')).toBe('1');
  });

  it('hands the app null for an answer without a body', async () => {
    answer = () => new Response(null, { status: 204 });
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probeWrite.initiate({ accountId: '1', note: '' }));
    expect(result.error).toBeUndefined();
    expect(result.data).toBeNull();
  });

  it('gives up on a server that does not answer after 15 seconds, with defaultError_13', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (input: Request) =>
            new Promise<Response>((_resolve, reject) => {
              // As a real fetch does: it fails with the reason the request was aborted for.
              input.signal.addEventListener('abort', () => {
                reject(input.signal.reason as Error);
              });
            }),
        ),
      );
      const store = makeStore();
      let settled = false;
      const call = store.dispatch(probeApi.endpoints.probeRead.initiate()).then((result) => {
        settled = true;
        return result;
      });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const result = await call;
      expect(errorKeyOf(result.error)).toBe('defaultError_13');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands the app a big integer as its exact decimal string', async () => {
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(result.data).toEqual({ id: '76561198000000001' });
  });

  it('maps a refusal to its catalogue key and field keys', async () => {
    answer = () =>
      new Response('{"error":"password_1","fields":{"password":"password_1","bad":"<b>x</b>"}}', {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probeWrite.initiate({ accountId: '1', note: '' }));
    expect(errorKeyOf(result.error)).toBe('password_1');
    expect(fieldErrorsOf(result.error)).toEqual({ password: 'password_1' });
  });

  it('maps malformed JSON to defaultError_11 and a dead network to client.connection', async () => {
    const store = makeStore();
    answer = () => new Response('{"id":', { headers: { 'content-type': 'application/json' } });
    const malformed = await store.dispatch(probeApi.endpoints.probeWrite.initiate({ accountId: '1', note: '' }));
    expect(errorKeyOf(malformed.error)).toBe('defaultError_11');
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const down = await store.dispatch(probeApi.endpoints.probeWrite.initiate({ accountId: '1', note: '' }));
    expect(errorKeyOf(down.error)).toBe('client.connection');
  });
});

describe('errorKeyOf', () => {
  it('never passes through an arbitrary server string', () => {
    expect(errorKeyOf({ status: 500, data: { error: '<img src=x onerror=alert(1)>' } })).toBe('defaultError_10');
    expect(errorKeyOf({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe('defaultError_13');
    expect(errorKeyOf({ status: 401, data: null })).toBe('defaultError_14');
  });
});
