import { describe, expect, it } from 'vitest';
import { detectPlatform, markPlatform } from './platform';

const userAgents = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Safari/537.36',
  macos:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:129.0) Gecko/20100101 Firefox/129.0',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

describe('detectPlatform', () => {
  it('reads the desktop platform from the user-agent string', () => {
    expect(detectPlatform({ userAgent: userAgents.windows })).toBe('windows');
    expect(detectPlatform({ userAgent: userAgents.macos })).toBe('macos');
    expect(detectPlatform({ userAgent: userAgents.linux })).toBe('linux');
  });

  it('prefers the client hint over the user-agent string', () => {
    expect(detectPlatform({ userAgent: userAgents.windows, userAgentData: { platform: 'macOS' } })).toBe('macos');
    expect(detectPlatform({ userAgent: userAgents.macos, userAgentData: { platform: 'Linux' } })).toBe('linux');
    expect(detectPlatform({ userAgent: userAgents.linux, userAgentData: { platform: '' } })).toBe('linux');
  });

  it('picks no launcher for phones or an unknown platform', () => {
    expect(detectPlatform({ userAgent: userAgents.android })).toBeNull();
    expect(detectPlatform({ userAgent: userAgents.iphone })).toBeNull();
    expect(detectPlatform({ userAgent: userAgents.windows, userAgentData: { platform: 'Android' } })).toBeNull();
    expect(detectPlatform({ userAgent: 'curl/8.0' })).toBeNull();
    expect(detectPlatform({})).toBeNull();
  });
});

describe('markPlatform', () => {
  it('puts a desktop platform on <html data-platform>, and nothing for a phone', () => {
    const html = document.createElement('html');
    markPlatform(html, { userAgent: userAgents.macos });
    expect(html.dataset['platform']).toBe('macos');
    const phone = document.createElement('html');
    markPlatform(phone, { userAgent: userAgents.android });
    expect(phone.dataset['platform']).toBeUndefined();
  });
});
