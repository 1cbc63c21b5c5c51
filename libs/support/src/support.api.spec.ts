import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@dungeon/api-client/testing';
import { makeStore } from '@dungeon/store';
import { fakeUploads } from './spec-helpers';
import { supportApi } from './support.api';

/** A store with the player's tickets and reports on screen, the lists counted as they are read. */
async function listsOnScreen() {
  const calls = fakeApi({ 'GET /support/tickets': { items: [] }, 'GET /support/reports': { items: [] } });
  const store = makeStore();
  await Promise.all([
    store.dispatch(supportApi.endpoints.myTickets.initiate()),
    store.dispatch(supportApi.endpoints.myReports.initiate()),
  ]);
  return { store, calls };
}

const upload = { form: new FormData(), idempotencyKey: '0b6a4c1e-2f4d-4e7a-9c3b-5d8e1f2a3b4c' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what a support form refreshes', () => {
  it('a sent ticket refreshes the ticket list, not the reports', async () => {
    const { store, calls } = await listsOnScreen();
    fakeUploads({ status: 201, body: { id: 9, replayed: false } });
    await store.dispatch(supportApi.endpoints.submitTicket.initiate(upload));
    await vi.waitFor(() => {
      expect(calls).toEqual({ 'GET /support/tickets': 2, 'GET /support/reports': 1 });
    });
  });

  it('a sent report refreshes the report list, not the tickets', async () => {
    const { store, calls } = await listsOnScreen();
    fakeUploads({ status: 201, body: { id: 4, replayed: false } });
    await store.dispatch(supportApi.endpoints.submitReport.initiate(upload));
    await vi.waitFor(() => {
      expect(calls).toEqual({ 'GET /support/tickets': 1, 'GET /support/reports': 2 });
    });
  });
});
