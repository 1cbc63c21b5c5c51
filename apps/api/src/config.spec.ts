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
});
