import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('refuses a data folder inside the served site, where the database and uploads would be downloadable (ASVS 12.4.1)', () => {
    for (const dataDir of ['/srv/site', '/srv/site/data', '/srv/site/..data', '/srv/site/./data/../uploads'])
      expect(() => loadConfig({ API_DATA_DIR: dataDir, API_WEB_DIST: '/srv/site' })).toThrow(/API_WEB_DIST/);
  });

  it('takes a data folder beside the served site, or any data folder when no site is served', () => {
    for (const dataDir of ['/srv/data', '/srv/site-data', '/srv/..site/data'])
      expect(loadConfig({ API_DATA_DIR: dataDir, API_WEB_DIST: '/srv/site' }).dataDir).toBe(dataDir);
    expect(loadConfig({ API_DATA_DIR: '/srv/site/data' }).webDist).toBeNull();
  });

  it('takes each limit only as a whole number above 0, and will not start on anything else (the upload store 2 GiB unless set)', () => {
    expect(loadConfig({}).uploadStoreMaxBytes).toBe(2 * 1024 ** 3);
    expect(loadConfig({ API_UPLOAD_STORE_MAX_BYTES: '1048576' }).uploadStoreMaxBytes).toBe(1_048_576);
    // Read as NaN or below 1, a limit would let every request through or refuse every one.
    const limits = [
      'API_UPLOAD_STORE_MAX_BYTES',
      'API_LOGIN_ATTEMPTS_PER_MINUTE',
      'API_REPORTS_PER_DAY',
      'API_CAPTCHA_MAX_NUMBER',
    ];
    for (const name of limits)
      for (const value of ['', 'lots', '0', '-1', '1.5', '1e400'])
        expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
    expect(loadConfig({ API_REPORTS_PER_DAY: '500' }).reportsPerDay).toBe(500);
  });

  it('takes the malware scanner as a program and its arguments, and none when unset or blank', () => {
    expect(loadConfig({ API_UPLOAD_SCAN_COMMAND: ' clamdscan  --no-summary - ' }).uploadScanCommand).toEqual([
      'clamdscan',
      '--no-summary',
      '-',
    ]);
    expect(loadConfig({}).uploadScanCommand).toBeNull();
    expect(loadConfig({ API_UPLOAD_SCAN_COMMAND: '  ' }).uploadScanCommand).toBeNull();
  });

  it('turns the dev routes (the mailbox of every code and reset link) on only for a server this machine alone can reach, unless told', () => {
    expect(loadConfig({}).devRoutes).toBe(true);
    expect(loadConfig({ API_HOST: '::1' }).devRoutes).toBe(true);
    expect(loadConfig({ API_DEV_ROUTES: 'false' }).devRoutes).toBe(false);
    expect(loadConfig({ API_HOST: '0.0.0.0' }).devRoutes).toBe(false);
    expect(loadConfig({ API_HOST: '192.168.1.20' }).devRoutes).toBe(false);
    expect(loadConfig({ API_HOST: '0.0.0.0', API_DEV_ROUTES: 'true' }).devRoutes).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', API_DEV_ROUTES: 'true' }).devRoutes).toBe(false);
  });

  it('will not start an HTTPS site outside production, where its cookie would lack Secure and the dev routes be on', () => {
    expect(() => loadConfig({ API_SITE_ORIGIN: 'https://play.emberdeep.example' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ API_SITE_ORIGIN: 'https://play.emberdeep.example', NODE_ENV: 'staging' })).toThrow(
      /NODE_ENV/,
    );
    const deployed = loadConfig({ API_SITE_ORIGIN: 'https://play.emberdeep.example', NODE_ENV: 'production' });
    expect(deployed).toMatchObject({ production: true, devRoutes: false });
  });

  it('believes X-Forwarded-For only from the proxies named, by hop count or address, never from everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ API_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ API_TRUST_PROXY: ' 10.0.0.2, 10.1.0.0/16 ' }).trustProxy).toBe('10.0.0.2,10.1.0.0/16');
    for (const everyone of ['true', 'all', '*', '0.0.0.0/0', '10.0.0.2,::/0', '10.0.0.2,'])
      expect(() => loadConfig({ API_TRUST_PROXY: everyone })).toThrow(/API_TRUST_PROXY/);
  });
});
