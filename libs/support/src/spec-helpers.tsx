// Test-only helpers for this library's specs (never imported by production code).
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { fakeApi } from '@dungeon/api-client/testing';
import { CAPTCHA_NS } from '@dungeon/captcha';
import { captchaChallengeResponse } from '@dungeon/captcha/testing';
import { DocumentTitle, ERRORS_NS, initI18n } from '@dungeon/i18n-locales';
import type { RootState } from '@dungeon/store';
import { makeTestStore } from '@dungeon/store/testing';
import { SUPPORT_NS } from './support-namespace';

export type Handler = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Answers the site's fetch calls by "METHOD /path" (path without /api), plus captcha challenges
 * signed with a test key; anything else is a 404 (`fakeApi`). Returns the mock to inspect the calls.
 */
export function answerApi(routes: Record<string, Handler>) {
  fakeApi({ 'GET /captcha/challenge': () => captchaChallengeResponse(), ...routes });
  return vi.mocked(fetch);
}

/** The search requests a fetch mock saw, as their `q` values. */
export function searchedTerms(fetchMock: ReturnType<typeof answerApi>): (string | null)[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
    .filter((url) => url.pathname.endsWith('/support/faq'))
    .map((url) => url.searchParams.get('q'));
}

/**
 * Renders `router` in English with a real store (`preloaded`: a session state, say) and the
 * support strings loaded.
 */
export async function renderRouter(router: ReturnType<typeof createMemoryRouter>, preloaded?: Partial<RootState>) {
  const i18n = await initI18n('EN', i18next.createInstance());
  await i18n.loadNamespaces([SUPPORT_NS, ERRORS_NS, CAPTCHA_NS]);
  const { store, wrapper: Store } = makeTestStore(preloaded);
  render(
    <Store>
      <I18nextProvider i18n={i18n}>
        {/* As the app's frame does: a page may title the document (usePageTitle). */}
        <DocumentTitle titleKey={undefined}>
          <RouterProvider router={router} />
        </DocumentTitle>
      </I18nextProvider>
    </Store>,
  );
  return store;
}

/** Renders one route element at `url`, in English, with a real store and the support strings loaded. */
export async function renderRoute(element: ReactElement, path: string, url: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const store = await renderRouter(router);
  return { store, router };
}

interface SentUpload {
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/** An upload's answer: a status and body, or `'no answer'`, a lost connection (the request's `error` event). */
type FakeAnswer = { status: number; body: unknown } | 'no answer';

/**
 * Stands in for XMLHttpRequest (the upload path): records what would go over the network and
 * answers with the given status and body after reporting half, then all, of the upload; not
 * before `until` resolves, when given (a send still on its way). A list answers the uploads in
 * turn, its last answer every later one.
 */
export function fakeUploads(answers: FakeAnswer | FakeAnswer[], until: Promise<void> = Promise.resolve()) {
  const queue = Array.isArray(answers) ? [...answers] : [answers];
  const sent: SentUpload[] = [];
  class FakeXhr extends EventTarget {
    upload = new EventTarget();
    status = 0;
    responseText = '';
    timeout = 0;
    private url = '';
    private readonly headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, body });
      const answer = (queue.length > 1 ? queue.shift() : queue[0]) ?? 'no answer';
      void until.then(() =>
        setTimeout(() => {
          if (answer === 'no answer') {
            this.dispatchEvent(new Event('error'));
            return;
          }
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 }),
          );
          this.status = answer.status;
          this.responseText = JSON.stringify(answer.body);
          this.dispatchEvent(new Event('load'));
        }, 10),
      );
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
