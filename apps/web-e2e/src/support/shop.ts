import { expect, type APIRequestContext } from '@playwright/test';
import { csrf } from './accounts';

/** Seeded catalogue (apps/api/src/db/seed-shop.ts, README of libs/shop). */
export const APP = 2710;
export const STANDARD = '271001';
export const LEGENDARY = '271011';
export const PACK_500 = '2710000000000000500';
export const PACK_1100 = '2710000000000001100';
/** The seeded campaign gift code (apps/api/src/db/seed-shop.ts): 100 Red Stones, once per player. */
export const WINTER_GIFT = { code: 'EMBR-WNTR-2026-GIFT', name: 'Winter Lantern Gift: 100 Red Stones', stones: 100 };

/**
 * A sandbox-card purchase straight through the API as the signed-in player, for the set-up of a
 * journey (body as the site sends it); answers the receipt number.
 */
export async function boughtThroughApi(request: APIRequestContext, productid: string): Promise<string> {
  const answer = await request.post('/api/shop/purchases', {
    headers: { ...csrf, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    // A 19-digit id goes out as a number literal with every digit, as the site's codec writes it.
    data: `{"appid":${String(APP)},"productid":${productid},"agreeTerms":true,"confirmAge":true,"paymentMethod":"sandbox-card"}`,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { receiptNumber: string }).receiptNumber;
}
