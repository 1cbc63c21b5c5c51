import { describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../db/database';
import { isUniqueViolation, requestFingerprint, waitForSettled } from './idempotency';

describe('idempotency helpers', () => {
  it('fingerprints a request the same whatever its key order, and differently when a value changes', () => {
    const first = requestFingerprint({ appid: 2710, productid: '271001', paymentMethod: 'sandbox-card' });
    expect(requestFingerprint({ paymentMethod: 'sandbox-card', productid: '271001', appid: 2710 })).toBe(first);
    expect(requestFingerprint({ appid: 2710, productid: '271002', paymentMethod: 'sandbox-card' })).not.toBe(first);
  });

  it('recognises the UNIQUE violation of a second purchase with the same key', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    db.prepare(
      "INSERT INTO users (email, username, password_hash, birth_date, created_at) VALUES ('a@b.c', 'abc', 'x', '1990-01-01', 'now')",
    ).run();
    db.prepare("INSERT INTO shop_apps (appid, name) VALUES (1, 'app')").run();
    db.prepare(
      "INSERT INTO shop_products (productid, appid, product_key, kind, name, sort_order) VALUES ('9', 1, 'k', 'dlc', 'n', 0)",
    ).run();
    const insert = db.prepare(
      `INSERT INTO purchases (receipt_number, user_id, idempotency_key, request_fingerprint, appid, productid,
       payment_method, amount, currency, status, exclusive, created_at)
       VALUES (?, 1, 'same-key-0000000000', 'f', 1, '9', 'sandbox-card', '1', 'USD', 'complete', 0, 'now')`,
    );
    insert.run('R-1');
    let caught: unknown;
    try {
      insert.run('R-2');
    } catch (error) {
      caught = error;
    }
    expect(isUniqueViolation(caught)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('waits until the first request settles, or gives up after the timeout', async () => {
    let reads = 0;
    await expect(waitForSettled(() => (++reads >= 3 ? 'receipt' : undefined), { intervalMs: 1 })).resolves.toBe(
      'receipt',
    );
    await expect(waitForSettled(() => undefined, { timeoutMs: 20, intervalMs: 5 })).resolves.toBeUndefined();
  });
});
