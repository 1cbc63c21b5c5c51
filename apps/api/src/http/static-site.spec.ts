import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';

async function siteApp(production = false) {
  const webDist = mkdtempSync(join(tmpdir(), 'emberdeep-site-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Emberdeep</title>');
  writeFileSync(join(webDist, 'assets', 'main-Ab12.js'), 'console.log(1)');
  const db = openDatabase(':memory:');
  migrate(db);
  return buildApp({ db, config: { ...loadConfig({}), webDist, production } });
}

describe('serving the built site', () => {
  it('answers any page route with index.html, revalidated, under the security headers', async () => {
    const app = await siteApp();
    const page = await app.inject({ method: 'GET', url: '/shop/1/2?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Emberdeep</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
  });

  it('caches hashed assets for a year and does not turn a missing asset into a page', async () => {
    const app = await siteApp();
    const asset = await app.inject({ method: 'GET', url: '/assets/main-Ab12.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-Zz99.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const app = await siteApp();
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'defaultError_12' });
  });

  it('asks browsers to upgrade insecure requests in production', async () => {
    const app = await siteApp(true);
    const page = await app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
