import { describe, expect, it } from 'vitest';
import { fillPath, paths } from './paths';

describe('fillPath', () => {
  it('fills every parameter of a pattern, escaping what would change the path', () => {
    expect(fillPath(paths.newsArticle, { id: 12 })).toBe('/news/12');
    expect(
      fillPath(paths.reportPlayer, { platform: 'steam', accountid: '76561198000000001', environment: 'a/b' }),
    ).toBe('/support/report/playerreport/steam/76561198000000001/a%2Fb');
  });

  it('throws rather than leave a parameter in the address', () => {
    expect(() => fillPath(paths.supportArticle, {})).toThrow(':id in /support/search/:id');
  });
});
