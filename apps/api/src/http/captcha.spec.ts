import { describe, expect, it } from 'vitest';
import { CAPTCHA_LIFETIME_MINUTES } from '@dungeon/contract';
import { solvedCaptcha, testClient } from '../test/test-app';
import { spendCaptcha } from './captcha';

function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => 'accepted',
    (error: unknown) => (error as { key: string }).key,
  );
}

describe('captcha', () => {
  it('hands out uncached challenges', async () => {
    const client = await testClient({ seed: false });
    const response = await client.call('GET', '/api/captcha/challenge');
    expect(response.raw.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({ algorithm: 'SHA-256', salt: expect.any(String) as string });
  });

  it('accepts a solved challenge once, then refuses the replay with captcha_3', async () => {
    const client = await testClient({ seed: false });
    const payload = await solvedCaptcha(client);
    expect(await refusal(spendCaptcha(client.app.ctx, payload))).toBe('accepted');
    expect(await refusal(spendCaptcha(client.app.ctx, payload))).toBe('captcha_3');
  });

  it('tells a missing, malformed, wrong and expired solution apart', async () => {
    const client = await testClient({ seed: false });
    expect(await refusal(spendCaptcha(client.app.ctx, undefined))).toBe('captcha_1');
    expect(await refusal(spendCaptcha(client.app.ctx, 'not base64 json'))).toBe('captcha_2');
    const payload = await solvedCaptcha(client);
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    expect(await refusal(spendCaptcha(client.app.ctx, wrong))).toBe('captcha_3');
    client.clock.now = new Date(client.clock.now.getTime() + 11 * 60_000);
    expect(await refusal(spendCaptcha(client.app.ctx, payload))).toBe('captcha_4');
  });

  it('keeps a spent solution only while it could still be replayed: after its lifetime its expiry refuses it', async () => {
    const client = await testClient({ seed: false });
    const spentSolutions = () => client.db.prepare('SELECT COUNT(*) AS count FROM captcha_used').get();
    const first = await solvedCaptcha(client);
    expect(await refusal(spendCaptcha(client.app.ctx, first))).toBe('accepted');
    client.clock.now = new Date(client.clock.now.getTime() + CAPTCHA_LIFETIME_MINUTES * 60_000);
    expect(await refusal(spendCaptcha(client.app.ctx, await solvedCaptcha(client)))).toBe('accepted');
    expect(spentSolutions()).toEqual({ count: 1 });
    expect(await refusal(spendCaptcha(client.app.ctx, first))).toBe('captcha_4');
  });
});
